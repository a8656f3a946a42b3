import type { Translation } from '@/lib/i18n';
import type { statementText } from '@/features/merchants/statement-messages';

export default {
  merchantStatement: 'Bayaanka ganacsadaha',
  paymentsInto: 'Lacag-bixinnada loo sameeyay ganacsadaha {code}, laga bilaabo {from} ilaa {to} (UTC).',
  paymentsIntro: 'Lacag-bixinnada loo sameeyay ganacsade muddo taariikheed gudaheed.',
  filter: 'Sifeynta bayaanka',
  statement: 'Bayaanka ganacsadaha',
  date: 'Taariikhda',
  buyerAccount: 'Akoonka iibsadaha',
  buyerName: 'Magaca iibsadaha',
  amount: 'Qaddarka',
  currency: 'Lacagta',
  remarks: 'Faallooyin',
  from: 'Laga bilaabo',
  to: 'Ilaa',
  merchantCode: 'Koodhka ganacsadaha',
} satisfies Translation<typeof statementText>;

import type { Translation } from '@/lib/i18n';
import type { libText } from '@/lib/messages';

export default {
  productName: 'Nidaamka Xafiiska Gadaale',
  fromUtc: 'Laga bilaabo (UTC)',
  toUtc: 'Ilaa (UTC)',
  passwordAtLeast: 'Ugu yaraan {count} xaraf.',
} satisfies Translation<typeof libText>;

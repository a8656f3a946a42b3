import type { Translation } from '@/lib/i18n';
import type { cardTypeText } from '@/lib/card-type-messages';

export default {
  debit: 'Deebit',
  prepaid: 'Horay loo shubay',
  atmWithdrawal: 'Lacag ka bixis ATM',
  posPurchase: 'Iibsi POS',
  eCommerce: 'Iibsi internet',
} satisfies Translation<typeof cardTypeText>;

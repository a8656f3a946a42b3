import type { Translation } from '@/lib/i18n';
import type { cardTypeText } from '@/lib/card-type-messages';

export default {
  debit: 'خصم مباشر',
  prepaid: 'مسبقة الدفع',
  atmWithdrawal: 'السحب من الصراف الآلي',
  posPurchase: 'الشراء عبر نقاط البيع',
  eCommerce: 'التجارة الإلكترونية',
} satisfies Translation<typeof cardTypeText>;

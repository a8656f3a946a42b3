import type { Translation } from '@/lib/i18n';
import type { statementText } from '@/features/merchants/statement-messages';

export default {
  merchantStatement: 'كشف التاجر',
  paymentsInto: 'المدفوعات إلى التاجر {code}، من {from} إلى {to} (UTC).',
  paymentsIntro: 'المدفوعات إلى تاجر خلال فترة زمنية.',
  filter: 'تصفية الكشف',
  statement: 'كشف التاجر',
  date: 'التاريخ',
  buyerAccount: 'حساب المشتري',
  buyerName: 'اسم المشتري',
  amount: 'المبلغ',
  currency: 'العملة',
  remarks: 'ملاحظات',
  from: 'من',
  to: 'إلى',
  merchantCode: 'رمز التاجر',
} satisfies Translation<typeof statementText>;

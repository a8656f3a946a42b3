import { defineMessages } from '@/lib/i18n';

/** The merchant statement (spec 2 §2, §3): payments into a merchant over a date range. */
export const statementText = defineMessages('merchants-statement', {
  merchantStatement: 'Merchant Statement',
  paymentsInto: 'Payments into merchant {code}, from {from} to {to} (UTC).',
  paymentsIntro: 'Payments into a merchant over a date range.',
  filter: 'Statement filter',
  statement: 'Merchant statement',
  date: 'Date',
  buyerAccount: 'Buyer Account',
  buyerName: 'Buyer Name',
  amount: 'Amount',
  currency: 'Currency',
  remarks: 'Remarks',
  from: 'From',
  to: 'To',
  merchantCode: 'Merchant code',
});

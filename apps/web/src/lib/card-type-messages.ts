import { defineMessages } from './i18n';

/** The card and limit types the contract knows (its `cardTypes` and `cardLimitTypes`). */
export const cardTypeText = defineMessages('card-types', {
  debit: 'Debit',
  prepaid: 'Prepaid',
  atmWithdrawal: 'ATM Withdrawal',
  posPurchase: 'POS Purchase',
  eCommerce: 'E-commerce',
});

type Key = Parameters<typeof cardTypeText.t>[0];
const keys: Readonly<Record<string, Key>> = {
  Debit: 'debit',
  Prepaid: 'prepaid',
  'ATM Withdrawal': 'atmWithdrawal',
  'POS Purchase': 'posPurchase',
  'E-commerce': 'eCommerce',
};

/** A card or limit type as staff read it; any other value (a card product) keeps its name. */
export const cardTypeLabel = (value: string): string => {
  const key = keys[value];
  return key ? cardTypeText.t(key) : value;
};

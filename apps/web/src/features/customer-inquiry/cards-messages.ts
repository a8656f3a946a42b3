import { defineMessages } from '@/lib/i18n';

/**
 * An account's physical cards: the list, Reset Card PIN, Reset PIN Counter, and the requests for a
 * card or a limit change that someone else decides (spec 2 §2, §5).
 */
export const accountCardsText = defineMessages('customer-inquiry-cards', {
  cards: 'Cards',
  cardsAbout: 'Physical cards of account {account} ({accountType}, {currency}).',
  cardNumber: 'Card Number',
  cardHolder: 'Card Holder',
  product: 'Product',
  currency: 'Currency',
  created: 'Created',
  actions: 'Actions',
  resetPin: 'Reset PIN',
  resetPinOf: 'Reset PIN of card {card}',
  resetPinCounter: 'Reset PIN Counter',
  resetPinCounterOf: 'Reset PIN Counter of card {card}',
  requestLimitChange: 'Request a limit change',
  requestLimitChangeOf: 'Request a limit change of card {card}',
  requestCard: 'Request a card',
  resetCardPin: 'Reset Card PIN',
  cardOfAccount: 'Card {card} of account {account}.',
  cancel: 'Cancel',
  resetting: 'Resetting...',
  requestCardSubmit: 'Request Card',
  requestLimitChangeSubmit: 'Request Limit Change',
  newCardFor: 'A new physical card for account {account}.',
  limitChangeOn: 'A card limit change on account {account}.',
  sending: 'Sending...',
  productType: 'Product Type',
  selectProduct: 'Select product',
  cardType: 'Card Type',
  selectCardType: 'Select card type',
  card: 'Card',
  selectCard: 'Select card',
  cardChoice: '{card} · {product}',
  limitType: 'Limit Type',
  selectLimitType: 'Select limit type',
  amount: 'Amount',
});

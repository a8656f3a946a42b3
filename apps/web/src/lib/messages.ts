import { defineMessages } from './i18n';

/** Texts of the shared library: the product's name, and the days of a UTC date range. */
export const libText = defineMessages('lib', {
  productName: 'Back-Office Console',
  fromUtc: 'From (UTC)',
  toUtc: 'To (UTC)',
});

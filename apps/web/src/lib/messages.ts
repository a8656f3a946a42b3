import { defineMessages } from './i18n';

/** Texts of the shared library: the product's name, the days of a UTC date range, a password's rule. */
export const libText = defineMessages('lib', {
  productName: 'Back-Office Console',
  fromUtc: 'From (UTC)',
  toUtc: 'To (UTC)',
  passwordAtLeast: 'At least {count} characters.',
});

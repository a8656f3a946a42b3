import type { customersApi } from '@console/contract';
import { maskPhone } from './phone.ts';

/**
 * Personal data as answers show it to everyone (docs/personal-data.md): enough to tell two
 * customers apart or to read a number back on the phone, not enough to use. Note: masking is
 * done here, where answers are built, so that an unrevealed value never leaves the server; the
 * web only shows what it is given.
 */

const HIDDEN = '*';

/** The last `shown` characters; all hidden when the value is too short to keep more hidden than shown. */
export function maskTail(value: string, shown: number): string {
  if (value.length <= shown * 2) return HIDDEN.repeat(value.length);
  return HIDDEN.repeat(value.length - shown) + value.slice(-shown);
}

/** The first letter and the domain: `a***@example.so`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return HIDDEN.repeat(3);
  return `${email.charAt(0)}${HIDDEN.repeat(3)}${email.slice(at)}`;
}

/** The year only: `1985-**-**`. */
export const maskDate = (date: string): string =>
  /^\d{4}-/.test(date) ? `${date.slice(0, 4)}-**-**` : '****-**-**';

/** An address shows nothing of itself: its city and country are fields of their own. */
export const maskAddress = (): string => HIDDEN.repeat(3);

/** An account number: its last four digits (PCI DSS 3.4.1 asks as much of a card's number). */
export const maskAccount = (account: string): string => maskTail(account, 4);

/** An identity document's number: its last two characters. */
export const maskDocumentNumber = (documentNo: string): string => maskTail(documentNo, 2);

/** A phone or mobile number: its last three digits. */
export { maskPhone };

/** An empty value has nothing to hide, and null stays null. */
const keepEmpty =
  (mask: (value: string) => string) =>
  <T extends string | null>(value: T): T =>
    (value === null || value === '' ? value : mask(value)) as T;

const customerMasks: Record<customersApi.MaskedCustomerField, <T extends string | null>(v: T) => T> = {
  mobile: keepEmpty(maskPhone),
  email: keepEmpty(maskEmail),
  telephone: keepEmpty(maskPhone),
  dateOfBirth: keepEmpty(maskDate),
  address: keepEmpty(maskAddress),
  nomineeAddress: keepEmpty(maskAddress),
};

/** A field of a customer as every answer shows it. */
export const maskCustomerField = <T extends string | null>(
  field: customersApi.MaskedCustomerField,
  value: T,
): T => customerMasks[field](value);

type MaskedFields = Partial<Record<customersApi.MaskedCustomerField, string | null>>;

/** A customer (a profile, a row of the list, a lookup) with every masked field it holds masked. */
export function maskCustomer<T extends MaskedFields>(customer: T): T {
  const masked: MaskedFields = { ...customer };
  for (const field of Object.keys(customerMasks) as customersApi.MaskedCustomerField[]) {
    const value = customer[field];
    if (value !== undefined) masked[field] = maskCustomerField(field, value);
  }
  return masked as T;
}

/** The optional value, masked, or nothing when there is none. */
export const maskOptional = <T extends string | null | undefined>(value: T, mask: (v: string) => string): T =>
  (value ? mask(value) : value) as T;

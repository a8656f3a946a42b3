import { intlLocale } from './language';

/**
 * How the console writes dates, amounts, counts and sizes: one place, so every screen shows a
 * time or an amount the same way, in the user's language: dates in its words to the minute (the
 * Gregorian calendar), amounts as 10,200.00 with its separators, always in Latin digits (the
 * locales of lib/language.ts say so).
 */

/**
 * A date in a language whose month names the browser does not carry (Chromium has no Somali):
 * written in numbers, day first, to the minute, rather than in English words.
 */
const NUMERIC_DATE_TIME: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

function dateTimeFormat(locale: string | undefined): Intl.DateTimeFormat {
  if (!locale || Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0)
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return new Intl.DateTimeFormat('en-GB-u-ca-gregory-nu-latn', NUMERIC_DATE_TIME);
}

const cache = new Map<string, { dateTime: Intl.DateTimeFormat; number: Intl.NumberFormat }>();

/**
 * Forgets the formats made so far: for a test that changes what the browser's Intl carries, since
 * the formats of a language made by an earlier test (files share modules) would otherwise stay.
 */
export const forgetFormats = (): void => cache.clear();

/** The active language's formats, made once per language. */
function formats() {
  const locale = intlLocale();
  const key = locale ?? '';
  let found = cache.get(key);
  if (!found) {
    found = {
      dateTime: dateTimeFormat(locale),
      // English numbers were always written 10,200.00, whatever the browser's own locale.
      number: new Intl.NumberFormat(locale ?? 'en-US'),
    };
    cache.set(key, found);
  }
  return found;
}

/** An ISO timestamp as a local date and time; empty when absent, as given when unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formats().dateTime.format(date);
}

/** A count, grouped as the language groups thousands. */
export const formatCount = (value: number): string => formats().number.format(value);

/** The language's thousands and decimal separators. */
function separators() {
  const parts = formats().number.formatToParts(1234.5);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * An amount as every screen writes it: thousands grouped, two decimals, Latin digits whatever the
 * language (DESIGN §6), then the currency when given: `10,200.00`, `1,750.00 SOS` in English.
 * Amounts travel as exact decimal strings and are rewritten digit by digit, never read into a
 * float (a third decimal, which the contract never sends, rounds half up in whole cents). Empty
 * when absent; text that is not a decimal is shown as given.
 */
export function formatAmount(value: string | number | null | undefined, currency?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  const parts = DECIMAL.exec(text);
  if (!parts) return text;
  const [, sign, whole = '0', fraction = ''] = parts;
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if (fraction.charAt(2) >= '5') cents += 1n;
  const { group, decimal } = separators();
  const grouped = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const amount = `${cents === 0n ? '' : sign}${grouped}${decimal}${(cents % 100n).toString().padStart(2, '0')}`;
  return currency ? `${amount} ${currency}` : amount;
}

/** A file size in KB or MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The short name of a stored content type. */
export function fileKind(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  if (contentType.startsWith('image/')) return contentType.slice(6).toUpperCase();
  return contentType;
}

/**
 * How the console writes dates, amounts and sizes: one place, so every screen shows a time or
 * an amount the same way (the reader's locale to the minute; amounts as 10,200.00).
 */

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO timestamp as a local date and time; empty when absent, as given when unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * An amount as every screen writes it: thousands grouped with commas, two decimals, Latin digits
 * whatever the language (DESIGN §6), then the currency when given: `10,200.00`, `1,750.00 SOS`.
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
  const grouped = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const amount = `${cents === 0n ? '' : sign}${grouped}.${(cents % 100n).toString().padStart(2, '0')}`;
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

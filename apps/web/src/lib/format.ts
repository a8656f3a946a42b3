/**
 * How the console writes dates, amounts and sizes: one place, so every screen shows a time or
 * an amount the same way (the reader's locale, to the minute, two decimals).
 */

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const money = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An ISO timestamp as a local date and time; empty when absent, as given when unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

/** An amount with two decimals; empty when absent. */
export const formatAmount = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : money.format(value);

/** An exact decimal amount sent as text ("125.5"), with two decimals and no rounding through a float. */
export function formatDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // Intl formats a numeric string as the exact decimal it spells.
  return money.format(value as `${number}`);
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

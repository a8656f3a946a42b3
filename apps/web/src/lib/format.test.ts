import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileKind, forgetFormats, formatAmount, formatDateTime, formatSize } from './format';
import { setLanguage } from './language';

describe('format', () => {
  // The Somali formats made while Intl is made to lack Somali must not reach the next test.
  afterEach(() => forgetFormats());

  it('writes a timestamp in the local form, to the minute', () => {
    const iso = '2026-03-04T05:06:07Z';
    const expected = new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatDateTime(iso)).toBe(expected);
  });

  it('writes a date in numbers, day first, where the browser has no month names of the language', async () => {
    // Chromium carries no Somali: its month names would come out in English.
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales) =>
      [locales ?? []].flat().flatMap((l) => (String(l).startsWith('so') ? [] : [String(l)])),
    );
    forgetFormats();
    await setLanguage('so');
    const iso = '2026-03-04T05:06:07Z';
    const local = new Date(iso);
    const two = (n: number) => String(n).padStart(2, '0');
    expect(formatDateTime(iso)).toBe(
      `${two(local.getDate())}/${two(local.getMonth() + 1)}/${local.getFullYear()}, ${two(local.getHours())}:${two(local.getMinutes())}`,
    );
  });

  it('leaves absent timestamps empty and unreadable ones as given', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('writes every amount with grouped thousands and two decimals, and the currency when given', () => {
    expect(formatAmount('10200')).toBe('10,200.00');
    expect(formatAmount('1750.5', 'SOS')).toBe('1,750.50 SOS');
    expect(formatAmount('0.3')).toBe('0.30');
    expect(formatAmount('999.99')).toBe('999.99');
    expect(formatAmount('-1234567.1')).toBe('-1,234,567.10');
    expect(formatAmount(950)).toBe('950.00');
    expect(formatAmount(1234.5)).toBe('1,234.50');
  });

  it('keeps every digit of amounts too large for a float', () => {
    expect(formatAmount('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
    expect(formatAmount('9007199254740993.01', 'USD')).toBe('9,007,199,254,740,993.01 USD');
  });

  it('rounds a third decimal half up in whole cents, leaves absent amounts empty and others as given', () => {
    expect(formatAmount('1.005')).toBe('1.01');
    expect(formatAmount('1.004')).toBe('1.00');
    expect(formatAmount('-0.001')).toBe('0.00');
    expect(formatAmount('999999.995')).toBe('1,000,000.00');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined, 'USD')).toBe('');
    expect(formatAmount('')).toBe('');
    expect(formatAmount('n/a')).toBe('n/a');
  });

  it('writes sizes in KB (at least 1) or MB, and content types by their short name', () => {
    expect(formatSize(10)).toBe('1 KB');
    expect(formatSize(300 * 1024)).toBe('300 KB');
    expect(formatSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(fileKind('application/pdf')).toBe('PDF');
    expect(fileKind('image/png')).toBe('PNG');
    expect(fileKind('text/plain')).toBe('text/plain');
  });
});

import { describe, expect, it } from 'vitest';
import { fileKind, formatAmount, formatDateTime, formatSize } from './format';

describe('format', () => {
  it('writes a timestamp in the local form, to the minute', () => {
    const iso = '2026-03-04T05:06:07Z';
    const expected = new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatDateTime(iso)).toBe(expected);
  });

  it('leaves absent timestamps empty and unreadable ones as given', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('writes amounts with two decimals and leaves absent ones empty', () => {
    expect(formatAmount(1234.5)).toBe((1234.5).toLocaleString(undefined, { minimumFractionDigits: 2 }));
    expect(formatAmount(null)).toBe('');
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

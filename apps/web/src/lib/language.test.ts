import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, translateText } from './i18n';
import {
  adoptLanguageAtSignIn,
  chooseLanguage,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  setLanguage,
  startingLanguage,
} from './language';
import { formatAmount, formatCount } from './format';

const sentBodies = (mock: { mock: { calls: unknown[][] } }) =>
  mock.mock.calls.map((call) => JSON.parse((call[1] as RequestInit).body as string) as unknown);

describe('the language of the console', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts in the remembered language, and in English when none or an unknown one is remembered', () => {
    expect(readStoredLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect(readStoredLanguage()).toBe('ar');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(readStoredLanguage()).toBe('en');
  });

  it('takes a language named in the address, kept for the user who signs in, and English for an unknown one', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(null, { status: 204 })));
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'so');
    expect(startingLanguage('?returnUrl=%2F')).toBe('so');
    await setLanguage(startingLanguage('?lang=ar'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    await adoptLanguageAtSignIn('so');
    expect(currentLanguage()).toBe('ar');
    expect(sentBodies(fetchMock)).toEqual([{ language: 'ar' }]);
    expect(startingLanguage('?lang=klingon')).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
  });

  it('turns the document right to left for Arabic and back', async () => {
    await setLanguage('ar');
    expect(currentLanguage()).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    await setLanguage('so');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('so');
  });

  it('writes amounts and counts with Latin digits in every language', async () => {
    await setLanguage('ar');
    expect(formatAmount('1234567.5', 'SOS')).toBe('1,234,567.50 SOS');
    expect(formatCount(12345)).toBe('12,345');
    await setLanguage('en');
    expect(formatAmount('10200')).toBe('10,200.00');
  });

  it("shows the contract's English texts in the language, with their values", async () => {
    expect(translateText('Requested record not found')).toBe('Requested record not found');
    await setLanguage('ar');
    const notFound = translateText('Requested record not found');
    expect(notFound).not.toBe('Requested record not found');
    expect(notFound).toMatch(/\p{Script=Arabic}/u);
    const claimed = translateText('Already claimed by salaam.officer.');
    expect(claimed).toContain('salaam.officer');
    expect(claimed).toMatch(/\p{Script=Arabic}/u);
    // A text that is not the contract's (a core's own refusal) is shown as it came.
    expect(translateText('Insufficient funds at the core')).toBe('Insufficient funds at the core');
  });

  it('keeps a choice made on the sign-in page for the user, and otherwise adopts the one they keep', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(null, { status: 204 })));
    await adoptLanguageAtSignIn('so');
    expect(currentLanguage()).toBe('so');
    expect(fetchMock).not.toHaveBeenCalled();

    await chooseLanguage('ar', null);
    await adoptLanguageAtSignIn('so');
    expect(currentLanguage()).toBe('ar');
    expect(sentBodies(fetchMock)).toEqual([{ language: 'ar' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/AppUsers\/Language$/);

    // Signed in: the choice is kept on the server at once; during view-as, in this browser only.
    await chooseLanguage('en', { actorName: null });
    await chooseLanguage('so', { actorName: 'admin' });
    expect(sentBodies(fetchMock)).toEqual([{ language: 'ar' }, { language: 'en' }]);
    expect(currentLanguage()).toBe('so');
  });
});

/**
 * The languages of the console: English (the default, with the spec's exact texts), Somali and
 * Arabic. The web shows every text in the user's language; the server always answers in English,
 * whose texts are the keys the web translates by (the contract's message catalogue).
 */
export const LANGUAGES = ['en', 'so', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether a stored or typed value names a language of the console. */
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@console/contract/languages';
import type { Messages as CompiledCatalogue } from '@lingui/core';
import { activate, currentLanguage } from './i18n';

/** What a language's chunk gives: its compiled messages and its translator of English texts. */
export interface LanguagePack {
  messages: CompiledCatalogue;
  translate: (english: string) => string;
}

/** The user's choice, remembered in the browser under this key. */
export const LANGUAGE_STORAGE_KEY = 'onboarding-ui-language';

interface LanguageFacts {
  /** The language's own name for itself, as the language switch lists it. */
  name: string;
  dir: 'ltr' | 'rtl';
  /**
   * The locale that formats dates and numbers: always the Gregorian calendar and Latin digits,
   * as the bank's staff write them. English follows the browser's locale, as it always has.
   */
  intl: string | undefined;
}

export const languageFacts: Record<Language, LanguageFacts> = {
  en: { name: 'English', dir: 'ltr', intl: undefined },
  so: { name: 'Soomaali', dir: 'ltr', intl: 'so-u-ca-gregory-nu-latn' },
  ar: { name: 'العربية', dir: 'rtl', intl: 'ar-u-ca-gregory-nu-latn' },
};

export { LANGUAGES, type Language };

/** The remembered choice; English when there is none or it names no language of the console. */
export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (privacy modes); English still works.
    return DEFAULT_LANGUAGE;
  }
}

function remember(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered: the choice still holds until the page is reloaded.
  }
}

/** `lang` and `dir` on <html>: called before the first render too, so the page never flips. */
export function applyLanguageToDocument(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = languageFacts[language].dir;
}

// One chunk per language, loaded the first time it is chosen.
const packs = import.meta.glob<{ default: LanguagePack }>('/src/i18n/*/index.ts');

/** Loads a language's translations (once) and makes it the console's language. */
export async function setLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  if (options.remember !== false) remember(language);
  if (language === currentLanguage()) return applyLanguageToDocument(language);
  const load = packs[`/src/i18n/${language}/index.ts`];
  if (load) {
    const { default: pack } = await load();
    activate(language, pack.messages, pack.translate);
  } else activate(language);
  applyLanguageToDocument(language);
}

/** The locale tag that formats dates and numbers in the active language. */
export const intlLocale = (): string | undefined => languageFacts[currentLanguage()].intl;

/** A choice made on the sign-in page, before anyone is signed in: it is kept for the user then. */
let chosenBeforeSignIn = false;

async function saveForUser(language: Language): Promise<void> {
  const { setOwnLanguage } = await import('@console/contract/endpoints/users');
  const { api } = await import('./api-client');
  // The API client has shown why it failed; the choice still holds in this browser.
  await api(setOwnLanguage, { body: { language }, quiet: true }).catch(() => undefined);
}

/**
 * The user picks a language (the switch on the sign-in page or in the user menu): the console
 * speaks it at once, the browser remembers it, and a signed-in user keeps it on the server too,
 * so it follows them to another computer. During view-as it changes this browser only.
 */
export async function chooseLanguage(
  language: Language,
  session: { actorName: string | null } | null,
): Promise<void> {
  await setLanguage(language);
  chosenBeforeSignIn = !session;
  if (session && !session.actorName) await saveForUser(language);
}

/**
 * At sign-in: a language chosen on the sign-in page is kept for the user; otherwise the one they
 * keep on the server (from another computer, say) becomes this browser's.
 */
export async function adoptLanguageAtSignIn(kept: Language | null): Promise<void> {
  if (chosenBeforeSignIn) {
    chosenBeforeSignIn = false;
    if (kept !== currentLanguage()) await saveForUser(currentLanguage());
  } else if (kept && kept !== currentLanguage()) await setLanguage(kept);
}

/**
 * The language to start in: one named in the address (`?lang=ar`, as a link to the console may
 * carry) wins, is remembered, and counts as chosen on the sign-in page (kept for the user who signs
 * in next); an unknown one there means English; otherwise the remembered one.
 */
export function startingLanguage(search: string): Language {
  const named = new URLSearchParams(search).get('lang');
  if (named === null) return readStoredLanguage();
  if (!isLanguage(named)) return DEFAULT_LANGUAGE;
  remember(named);
  chosenBeforeSignIn = true;
  return named;
}

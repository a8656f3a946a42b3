import { i18n, type Messages as CompiledCatalogue } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@console/contract/languages';

/*
 * Every text of the console comes from a catalogue: English is the source and the key, Somali and
 * Arabic translate every key (src/i18n/<language>/). A screen's English catalogue sits beside it in
 * a `messages.ts` (`defineMessages`) and loads with its code; a language's translations load as
 * one chunk when that language is chosen, so English users download no translation at all.
 * Messages are ICU MessageFormat (`{name}`, `{count, plural, one {…} other {…}}`), compiled by the
 * build (build/compile-catalogues.ts): Lingui's runtime here only fills them in.
 */

/** Values of a message's placeholders. */
export type Values = Record<string, string | number>;

declare const source: unique symbol;

/** One namespace of English messages, as `defineMessages` gives it. */
export interface Messages<T extends Record<string, string> = Record<string, string>> {
  readonly namespace: string;
  /** The message in the active language, its placeholders filled in. */
  t(this: void, key: keyof T & string, values?: Values): string;
  /** Whether the namespace has this key (texts that arrive as data, such as enum values). */
  has(this: void, key: string): key is keyof T & string;
  /** The English catalogue's type, for translations to be checked against. */
  readonly [source]?: T;
}

/** What a translation of a namespace must hold: every English key, and no other. */
export type Translation<M> = M extends Messages<infer T> ? { [K in keyof T]: string } : never;

// English is active from the start; each namespace adds its messages as its module loads.
i18n.load(DEFAULT_LANGUAGE, {});
i18n.activate(DEFAULT_LANGUAGE);

type Compiled = CompiledCatalogue[string];

/**
 * A text of the contract's catalogues in Lingui's compiled form. Those catalogues are the
 * server's too, which uses them as they are, so they hold plain `{name}` placeholders only (a
 * test says so): splitting on the braces is their whole compilation.
 */
export const compilePlain = (text: string): Compiled =>
  text.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 ? [part] : part));

/**
 * Declares a namespace's English messages. Note: the build compiles an object written in place
 * here (in a module of its own named `messages.ts`), ICU plurals and all; a catalogue of the
 * contract is given by name and compiled here.
 */
export function defineMessages<const T extends Record<string, string>>(
  namespace: string,
  english: T,
): Messages<T> {
  const compiled: CompiledCatalogue = Object.fromEntries(
    Object.entries(english as Record<string, Compiled>).map(([key, message]) => [
      key,
      typeof message === 'string' ? compilePlain(message) : message,
    ]),
  );
  i18n.load(
    DEFAULT_LANGUAGE,
    Object.fromEntries(Object.entries(compiled).map(([key, message]) => [`${namespace}.${key}`, message])),
  );
  return {
    namespace,
    // A translation that is missing (the tests say none is) falls back to the English text.
    t: (key, values) =>
      i18n._(`${namespace}.${key}`, values, { message: compiled[key] as unknown as string }),
    has: (key): key is keyof T & string => Object.hasOwn(compiled, key),
  };
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

/** The language the console speaks now. */
export const currentLanguage = activeLanguage;

/** The active language, re-rendering the caller when it changes. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, activeLanguage, activeLanguage);

/** A namespace's translate function; the component re-renders when the language changes. */
export function useT<T extends Record<string, string>>(messages: Messages<T>): Messages<T>['t'] {
  useLanguage();
  return messages.t;
}

/** Translates English texts the server and the contract's schemas give (see src/i18n/pack.ts). */
export type TextTranslator = (english: string) => string;
const textTranslators = new Map<Language, TextTranslator>();

/** Makes a language active with its compiled messages and its translator of English texts. */
export function activate(language: Language, messages?: CompiledCatalogue, translator?: TextTranslator) {
  if (messages) i18n.load(language, messages);
  if (translator) textTranslators.set(language, translator);
  i18n.activate(language);
}

/**
 * A text of the contract's catalogue (a validation message, a server answer, a success text) in
 * the active language; any other text as it came. English needs no work at all.
 */
export function translateText(english: string): string {
  const translate = textTranslators.get(activeLanguage());
  return translate ? translate(english) : english;
}

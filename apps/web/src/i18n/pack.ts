import type { Messages as CompiledCatalogue } from '@lingui/core';
import { messages as contractMessages } from '@console/contract/messages';
import { i18n } from '@lingui/core';
import { compilePlain } from '@/lib/i18n';

/** What a language's chunk gives: its compiled messages and its translator of English texts. */
export interface LanguagePack {
  messages: CompiledCatalogue;
  translate: (english: string) => string;
}

/**
 * Namespaces whose keys are English words that also arrive inside server texts as values (the
 * `{from}` and `{to}` of "An application that is {from} cannot become {to}."): such a value is
 * shown translated too.
 */
const TERM_NAMESPACES = ['statuses', 'work-areas'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  literal: number;
}

/**
 * English texts of the contract's catalogue, by text: a text without placeholders by itself; one
 * with placeholders as a pattern that gives back their values. The longest literal part first,
 * so "Account {account} opened" is tried before a pattern that is all placeholder.
 */
function indexEnglish() {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, text] of Object.entries(contractMessages) as [string, string][]) {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const parts = text.split(/\{\w+\}/);
    templates.push({
      key,
      names,
      pattern: new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 's'),
      literal: parts.join('').length,
    });
  }
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

/** A value inside a server text: a known term (a status, an area) in the active language. */
function term(value: string): string {
  for (const namespace of TERM_NAMESPACES) {
    const id = `${namespace}.${value}`;
    if (i18n.messages[id] !== undefined) return i18n._(id);
  }
  return value;
}

/** Builds a language's pack from its namespace files (`./<namespace>.ts`, each a compiled catalogue). */
export function languagePack(files: Record<string, CompiledCatalogue>): LanguagePack {
  const messages: CompiledCatalogue = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const namespace = /([^/]+)\.ts$/.exec(file)?.[1] ?? file;
    for (const [key, message] of Object.entries(catalogue)) messages[`${namespace}.${key}`] = message;
  }
  let index: ReturnType<typeof indexEnglish> | undefined;
  // A missing translation (the tests say none is) shows the English text, never the key.
  const inLanguage = (key: string, values?: Record<string, string>) =>
    i18n._(`contract.${key}`, values, {
      message: compilePlain(contractMessages[key as keyof typeof contractMessages]) as unknown as string,
    });
  const translate = (english: string): string => {
    index ??= indexEnglish();
    const key = index.exact.get(english);
    if (key) return inLanguage(key);
    for (const t of index.templates) {
      const match = t.pattern.exec(english);
      if (!match) continue;
      return inLanguage(
        t.key,
        Object.fromEntries(t.names.map((name, i) => [name, term(match[i + 1] ?? '')])),
      );
    }
    // Not a text of the catalogue (a core's own refusal, a name): shown as it came.
    return english;
  };
  return { messages, translate };
}

import type { Messages as CompiledCatalogue } from '@lingui/core';
import {
  adminChangeKindTitles,
  jobKindTitles,
  workAreaTitles,
  workDecisionTitles,
} from '@console/contract/core';
import { messages as contractMessages } from '@console/contract/messages';
import { i18n } from '@lingui/core';
import { compilePlain } from '@/lib/i18n';
import type { LanguagePack } from '@/lib/language';
import { lookupNames } from '@/lib/lookup-messages';

/**
 * Namespaces whose texts also arrive inside server texts as values (the `{from}` and `{to}` of
 * "An application that is {from} cannot become {to}.", the `{area}` of "{area} breached its SLA",
 * the document names of a rejection): such a value is shown translated too. A value is found by
 * its key (`Pending`, `approve`) or by the English text given here (`Card requisition`, also
 * `card requisition` as a sentence writes it); the statuses are keyed by their English text.
 */
const TERM_NAMESPACES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  statuses: {},
  'work-areas': workAreaTitles,
  'work-decisions': workDecisionTitles,
  'admin-change-kinds': adminChangeKindTitles,
  'job-kinds': jobKindTitles,
  lookups: lookupNames,
  // The activity trail's codes (`LinkAccount`), by key; last, so a term above keeps its own name.
  activity: {},
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text the language translates: its message id and its English, shown if the language lacks it. */
interface Known {
  id: string;
  english: string;
}

interface Template extends Known {
  pattern: RegExp;
  names: string[];
  literal: number;
}

/**
 * The English texts a language translates, by text: the contract's texts without placeholders and
 * the terms, by their text in lower case (a sentence may write a term so); the contract's texts
 * with placeholders as patterns that give back their values, the longest literal part first, so
 * "Account {account} opened" is tried before "{label}: {value}".
 */
function indexEnglish(translated: CompiledCatalogue) {
  const exact = new Map<string, Known>();
  const add = (english: string, id: string) => {
    if (!exact.has(english.toLowerCase())) exact.set(english.toLowerCase(), { id, english });
  };
  const templates: Template[] = [];
  for (const [key, english] of Object.entries(contractMessages) as [string, string][]) {
    const id = `contract.${key}`;
    const names = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      add(english, id);
      continue;
    }
    const parts = english.split(/\{\w+\}/);
    const literal = parts.join('').length;
    // A text that is all placeholder would match anything, itself included.
    if (literal === 0) continue;
    templates.push({
      id,
      english,
      names,
      pattern: new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 's'),
      literal,
    });
  }
  templates.sort((a, b) => b.literal - a.literal);
  for (const [namespace, english] of Object.entries(TERM_NAMESPACES)) {
    for (const id of Object.keys(translated))
      if (id.startsWith(`${namespace}.`)) add(id.slice(namespace.length + 1), id);
    for (const [key, text] of Object.entries(english)) add(text, `${namespace}.${key}`);
  }
  return { exact, templates };
}

// A missing translation (the tests say none is) shows the English text, never the key.
const inLanguage = ({ id, english }: Known, values?: Record<string, string>): string =>
  i18n._(id, values, { message: compilePlain(english) as unknown as string });

/** A translation of a text the server wrote in lower case ("open it to decide: review") begins so too. */
function inCaseOf(english: string, translation: string): string {
  const first = english.charAt(0);
  return first !== first.toLocaleUpperCase()
    ? translation.charAt(0).toLocaleLowerCase() + translation.slice(1)
    : translation;
}

/** The separators of the lists the server writes: rejection items, then document names. */
const LIST_SEPARATORS = ['; ', ', '];

/** Builds a language's pack from its namespace files (`./<namespace>.ts`, each a compiled catalogue). */
export function languagePack(files: Record<string, CompiledCatalogue>): LanguagePack {
  const messages: CompiledCatalogue = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const namespace = /([^/]+)\.ts$/.exec(file)?.[1] ?? file;
    for (const [key, message] of Object.entries(catalogue)) messages[`${namespace}.${key}`] = message;
  }
  let index: ReturnType<typeof indexEnglish> | undefined;
  /**
   * A whole text, and each value inside it, the same way: a known text; a text of the contract
   * with its values translated in turn (a value is always shorter than its text); a list of such
   * texts; otherwise as it came (a core's own refusal, a name).
   */
  const translate = (english: string): string => {
    index ??= indexEnglish(messages);
    const known = index.exact.get(english.toLowerCase());
    if (known) return inCaseOf(english, inLanguage(known));
    for (const t of index.templates) {
      const match = t.pattern.exec(english);
      if (!match) continue;
      return inLanguage(
        t,
        Object.fromEntries(t.names.map((name, i) => [name, translate(match[i + 1] ?? '')])),
      );
    }
    for (const separator of LIST_SEPARATORS) {
      const items = english.split(separator);
      if (items.length > 1) return items.map(translate).join(separator);
    }
    return english;
  };
  return { messages, translate };
}

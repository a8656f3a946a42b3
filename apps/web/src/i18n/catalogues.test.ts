import { describe, expect, it } from 'vitest';
import { i18n, type Messages as CompiledCatalogue } from '@lingui/core';
import { messages as contractMessages } from '@console/contract/messages';
import type { LanguagePack } from '@/lib/language';

// Every English catalogue of the console, and every language's pack, as the build compiles them.
const english = import.meta.glob('/src/**/*messages.ts', { eager: true });
const packs = import.meta.glob<{ default: LanguagePack }>('/src/i18n/*/index.ts', { eager: true });

type Compiled = CompiledCatalogue[string];

const englishIds: Record<string, Compiled> = { ...i18n.messages };
const namespacesOf = (ids: Iterable<string>) => new Set([...ids].map((id) => id.slice(0, id.indexOf('.'))));

/** The placeholder names a compiled message uses, plural and select arguments included. */
function placeholders(message: Compiled, into = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return into;
  for (const part of message as unknown[]) {
    if (!Array.isArray(part)) continue;
    const [name, , options] = part as [string, string?, Record<string, Compiled>?];
    into.add(name);
    for (const branch of Object.values(options ?? {})) placeholders(branch, into);
  }
  return into;
}

/** The literal text of a compiled message, placeholders left out. */
function literal(message: Compiled): string {
  if (typeof message === 'string') return message;
  return (message as unknown[])
    .map((part) =>
      typeof part === 'string'
        ? part
        : Array.isArray(part) && part[2]
          ? Object.values(part[2] as Record<string, Compiled>)
              .map(literal)
              .join(' ')
          : '',
    )
    .join('');
}

/**
 * Words that stay as they are in every language: names, codes and abbreviations the bank's staff
 * use as such (DahabPlus stays DahabPlus).
 */
const KEPT =
  /\b(DahabPlus|OTP|PIN|QR|SMS|SLA|ID|KYB|CSV|PDF|JPEG|PNG|USD|SOS|CIDR|IPv4|IPv6|DBI|EAB|YYYY-MM-DD|NUL|F8|Alt|Ctrl|Cmd|K)\b/g;
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(KEPT, ''));

describe('message catalogues', () => {
  it('has English catalogues, each namespace declared once', () => {
    const declared = Object.values(english).flatMap((module) =>
      Object.values(module as Record<string, unknown>)
        .filter((v): v is { namespace: string } => typeof v === 'object' && v !== null && 'namespace' in v)
        .map((v) => v.namespace),
    );
    expect(declared.length).toBeGreaterThan(2);
    expect(new Set(declared).size).toBe(declared.length);
    expect(namespacesOf(Object.keys(englishIds))).toEqual(new Set(declared));
  });

  it('keeps the contract to plain {name} placeholders, which the web compiles by splitting', () => {
    for (const [key, text] of Object.entries(contractMessages)) {
      const braces = text.match(/[{}]/g)?.length ?? 0;
      const plain = text.match(/\{\w+\}/g)?.length ?? 0;
      expect({ key, text, extra: braces - 2 * plain }).toEqual({ key, text, extra: 0 });
    }
  });

  for (const [path, { default: pack }] of Object.entries(packs)) {
    const language = /\/i18n\/([^/]+)\//.exec(path)?.[1] ?? path;
    describe(language, () => {
      it('translates every key of every namespace, and no other', () => {
        const missing = Object.keys(englishIds).filter((id) => pack.messages[id] === undefined);
        const extra = Object.keys(pack.messages).filter((id) => englishIds[id] === undefined);
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('keeps the placeholders of each message', () => {
        const differ = Object.entries(englishIds)
          .filter(([id]) => pack.messages[id] !== undefined)
          .filter(([id, message]) => {
            const ours = [...placeholders(message)].sort().join();
            return ours !== [...placeholders(pack.messages[id] as Compiled)].sort().join();
          })
          .map(([id]) => id);
        expect(differ).toEqual([]);
      });

      it('leaves no English text untranslated', () => {
        const untranslated = Object.entries(englishIds)
          .filter(([id]) => pack.messages[id] !== undefined)
          .filter(([id, message]) => {
            const theirs = literal(pack.messages[id] as Compiled);
            if (!hasWords(literal(message))) return false;
            // Many countries are written in Somali as in English (Kenya, Fiji, Honduras).
            if (language === 'so' && id.startsWith('countries.')) return false;
            if (language === 'ar') return !/\p{Script=Arabic}/u.test(theirs);
            return theirs.trim() === literal(message).trim();
          })
          .map(([id]) => id);
        expect(untranslated).toEqual([]);
      });
    });
  }
});

import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Paged } from '@console/contract';

export const offsetOf = (page: number, size: number): number => page * size;

/** A page of a list; `atLeast` when the total was counted up to a bound and more rows match. */
export function pageOf<T>(
  items: T[],
  totalItems: number,
  page: number,
  size: number,
  atLeast = false,
): Paged<T> {
  return { items, page, size, totalItems, totalPages: Math.ceil(totalItems / size), totalAtLeast: atLeast };
}

/** ORDER BY for a parsed sort (several columns by shift-click), or the fallback when none was chosen. */
export function orderBy<F extends string>(
  sort: readonly { field: F; desc: boolean }[] | undefined,
  columns: Record<F, AnyPgColumn | SQL>,
  fallback: SQL[],
): SQL[] {
  const chosen = (sort ?? []).map((s) => (s.desc ? desc(columns[s.field]) : asc(columns[s.field])));
  return chosen.length ? chosen : fallback;
}

/** Escapes LIKE wildcards in what a user typed. */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const containing = (text: string): string => `%${likeEscape(text.trim())}%`;

/**
 * The texts that begin with `typed`, as the range [from, to) in byte order, which a btree with
 * text_pattern_ops reads whatever the values (`~>=~`, `~<~`): a plan made for any value still
 * uses the index, where `like $1` needs its pattern written in the query to use one. Printable
 * ASCII only, whose lower case JavaScript and PostgreSQL agree on and whose next character is
 * again one byte; null for other text.
 */
export function prefixRange(typed: string, lowerCase: boolean): { from: string; to: string } | null {
  if (!/^[\x20-\x7e]+$/.test(typed)) return null;
  const from = lowerCase ? typed.toLowerCase() : typed;
  const next = String.fromCharCode(from.charCodeAt(from.length - 1) + 1);
  return { from, to: from.slice(0, -1) + next };
}

/** The LIKE pattern of the texts that begin with `typed`, its wildcards taken as letters. */
export const startingWith = (typed: string) => `${likeEscape(typed)}%`;

export const iso = (d: Date): string => d.toISOString();

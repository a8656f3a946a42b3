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

export const iso = (d: Date): string => d.toISOString();

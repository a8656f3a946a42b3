import { and, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { filterValues, type Filter } from '../../platform/list/list.ts';
import { likeEscape } from '../../platform/paging.ts';
import { byValue, type StatementCache } from '../../platform/statement-cache.ts';

/*
 * How the palette's lookups run. Planning them on every request was most of what a search cost
 * (README › Command palette), so each runs as a statement prepared once per shape: the keys of
 * its filters. Their values enter as parameters only, the organizations as one array, and a
 * prefix as a range of its index, so that the plan PostgreSQL keeps for a shape (its generic
 * plan) serves every value through the same indexes.
 */

export type Build<R> = ReturnType<Parameters<StatementCache<R>['execute']>[3]>;

/**
 * Runs a lookup as the statement prepared for `shape` and its filters' keys; or, when a filter is
 * typed, built with its values in place, so that PostgreSQL plans it for them.
 */
export function lookup<R>(
  statements: StatementCache<R>,
  exec: Executor,
  shape: string,
  filters: readonly Filter[],
  build: (where: SQL | undefined) => Build<R>,
): Promise<R> {
  if (filters.some((f) => f.typed)) return Promise.resolve(build(and(...filters.map((f) => f.on(byValue)))));
  const key = [shape, ...filters.map((f) => f.key)].join(', ');
  return statements.execute(exec, key, filterValues(filters), (bind) =>
    build(and(...filters.map((f) => f.on(bind)))),
  );
}

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

/**
 * `column` (indexed with text_pattern_ops, in lower case when `lowerCase`) begins with `typed`:
 * a range of its index, or else (prefixRange) LIKE, which PostgreSQL plans for each value.
 */
export function beginsWith(name: string, column: SQL, typed: string, lowerCase: boolean): Filter {
  const range = prefixRange(typed, lowerCase);
  if (range)
    return {
      key: `${name} range`,
      values: range,
      on: (bind) => sql`${column} ~>=~ ${bind('from', range.from)} and ${column} ~<~ ${bind('to', range.to)}`,
    };
  const pattern = startingWith(typed);
  return {
    key: `${name} pattern`,
    values: { pattern },
    on: (bind) =>
      lowerCase
        ? sql`${column} like lower(${bind('pattern', pattern)})`
        : sql`${column} like ${bind('pattern', pattern)}`,
  };
}

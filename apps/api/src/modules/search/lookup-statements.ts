import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { filterValues, type Filter } from '../../platform/list/index.ts';
import { prefixRange, startingWith } from '../../kernel/paging.ts';
import { byValue, type Bind, type StatementCache } from '../../platform/statement-cache.ts';

/*
 * How the palette's lookups run. Planning them on every request was most of what a search cost
 * (docs/command-palette.md › How a search is answered), so the lookups of a search run together as
 * one statement, prepared once per shape: the lookups and the keys of their filters. Their values
 * enter as parameters only, the organizations as one array, and a prefix as a range of its index,
 * so that the plan PostgreSQL keeps for a shape (its generic plan) serves every value through the
 * same indexes.
 */

/** A lookup of the palette: the hits its filters find, each as one JSON object (`hit`). */
export interface Lookup<T> {
  /** What the lookup is apart from its filters (a limit, an order): with their keys, its key. */
  shape: string;
  filters: readonly Filter[];
  /** The select of its hits, one column `hit` (`hitOf`), under these conditions. */
  hits: (select: Executor['select'], where: SQL | undefined) => SQLWrapper;
  /** The type of one hit; never set. */
  readonly hit?: T;
}

/** A lookup's hits as JSON objects: `fields` are what the hit's properties are read from. */
export const hitOf = (fields: Record<string, AnyPgColumn | SQL>) =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  )})`.as('hit');

type Lookups = Record<string, Lookup<unknown> | undefined>;
/** What each lookup found: no hits for one not made (a kind the user may not find). */
export type Found<L extends Lookups> = {
  [K in keyof L]: L[K] extends Lookup<infer T> | undefined ? T[] : never;
};
type FoundRow = Record<string, unknown[]>;

/**
 * Runs the lookups as one statement, one round trip, whose columns are each lookup's hits as a JSON
 * array; prepared once per shape (the lookups' names, shapes and filters' keys), unless a filter is
 * typed: then built with its values in place, so that PostgreSQL plans it for them. Each round trip
 * to the database costs the API and PostgreSQL a write to their sockets, on this kind of machine a
 * good part of a lookup's price (docs/command-palette.md › How a search is answered).
 */
export async function lookUp<L extends Lookups>(
  statements: StatementCache<FoundRow[]>,
  exec: Executor,
  lookups: L,
): Promise<Found<L>> {
  const made = Object.entries(lookups).flatMap(([name, l]) => (l ? [{ name, ...l }] : []));
  const found: Record<string, unknown[]> = Object.fromEntries(Object.keys(lookups).map((n) => [n, []]));
  if (made.length === 0) return found as Found<L>;
  // Each lookup's values are named after it, so that two lookups never share a parameter.
  const ownKey = (name: string, key: string) => `${name}.${key}`;
  const own =
    (name: string, bind: Bind): Bind =>
    (key, value) =>
      bind(ownKey(name, key), value);
  const hitsOf = ({ name, filters, hits }: (typeof made)[number], bind: Bind) =>
    hits(exec.select.bind(exec), and(...filters.map((f) => f.on(own(name, bind)))));
  const build = (bind: Bind) =>
    exec
      .select(Object.fromEntries(made.map(({ name }) => [name, sql<unknown[]>`${sql.identifier(name)}`])))
      .from(
        sql`(select ${sql.join(
          made.map(
            (lookup) =>
              sql`(select coalesce(json_agg(h.hit), '[]'::json) from (${hitsOf(lookup, bind)}) h)
                  as ${sql.identifier(lookup.name)}`,
          ),
          sql`, `,
        )}) found`,
      );
  const typed = made.some(({ filters }) => filters.some((f) => f.typed));
  const key = made
    .map(({ name, shape, filters }) => `${name}: ${[shape, ...filters.map((f) => f.key)].join(', ')}`)
    .join('; ');
  const values = Object.fromEntries(
    made.flatMap(({ name, filters }) =>
      Object.entries(filterValues(filters)).map(([k, v]) => [ownKey(name, k), v]),
    ),
  );
  const [row] = typed ? await build(byValue) : await statements.execute(exec, key, values, build);
  return { ...found, ...row } as Found<L>;
}

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

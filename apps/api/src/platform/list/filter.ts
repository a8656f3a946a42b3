import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrgScope } from '../org-scope.ts';
import type { Bind } from '../statement-cache.ts';

/**
 * One filter of a list. Its values enter the query through `bind`, so that a prepared statement can
 * take them; `key` names the condition apart from its values. `typed` marks text a user typed:
 * such a query is built with the values in place, so that the planner sees them.
 */
export interface Filter {
  key: string;
  values: Record<string, unknown>;
  on: (bind: Bind) => SQL;
  typed?: boolean;
  /** The reader's organizations (`pageScope`), within which the counts of name words are read too. */
  scope?: boolean;
}

/** The values of these filters, as a prepared statement built from them takes them. */
export const filterValues = (filters: readonly Filter[]): Record<string, unknown> =>
  Object.fromEntries(filters.flatMap((f) => Object.entries(f.values)));

/** A filter of one value: `filter('status', q.status, (v) => eq(t.status, v))`. */
export const filter = <T>(
  key: string,
  value: T,
  on: (bound: T | Placeholder) => SQL,
  typed = false,
): Filter => ({
  key,
  values: { [key]: value },
  on: (bind) => on(bind(key, value)),
  typed,
});

/**
 * A filter of one value out of a few (a status, yes or no), written into the statement's text: each
 * value gets a prepared statement of its own, whose kept plan is the one made for it. As a value,
 * PostgreSQL's kept plan guessed an average value's share of the rows, looked dearer than planning
 * each request and was never used (docs/architecture.md › Prepared statements and kept plans).
 */
export const oneOf = <T extends string | boolean>(key: string, value: T, on: (v: SQL) => SQL): Filter => ({
  key: `${key}:${String(value)}`,
  values: {},
  on: () => on(sql.raw(typeof value === 'boolean' ? String(value) : `'${value.replaceAll("'", "''")}'`)),
});

/**
 * The scope as the filter of a prepared statement: none for every organization, else the
 * organizations as one array value, so that one statement serves every scope.
 */
export const scopeFilters = (column: AnyPgColumn, scope: OrgScope): Filter[] =>
  scope.all
    ? []
    : [
        filter(
          'organizations',
          [...scope.organizationIds],
          (ids) => sql`${column} = any(${sql.param(ids)}::uuid[])`,
        ),
      ];

/**
 * The scope as a filter of a list's page, prepared once per number of organizations: each
 * organization a value of its own. PostgreSQL's kept plan for `organization_id in ($1)` reads the
 * organization's own index; for an array value it guesses ten elements, as for every organization,
 * and reads the whole list's index for the scope's rows among them (docs/architecture.md › Prepared
 * statements and kept plans).
 */
export function pageScope(column: AnyPgColumn, scope: OrgScope): Filter[] {
  if (scope.all) return [];
  const ids = scope.organizationIds;
  return [
    {
      key: `organizations:${ids.length}`,
      values: Object.fromEntries(ids.map((id, i) => [`organization${i}`, id])),
      scope: true,
      on: (bind) =>
        ids.length === 0
          ? sql`false`
          : sql`${column} in (${sql.join(
              ids.map((id, i) => sql`${bind(`organization${i}`, id)}`),
              sql`, `,
            )})`,
    },
  ];
}

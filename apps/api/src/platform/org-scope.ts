import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn } from 'drizzle-orm/pg-core';
import { filter, type Filter } from './list/filter.ts';

/**
 * The organizations whose records a user may see. Organizations are separate partner
 * institutions: staff see those of their branch mappings; `isSUDO` users and holders of
 * `organization.all` (head office, auditors) see every one.
 */
export type OrgScope = { all: true } | { all: false; organizationIds: readonly string[] };

export const everyOrganization: OrgScope = { all: true };

/** Whether a record of this organization is inside the scope. */
export const inScope = (scope: OrgScope, organizationId: string): boolean =>
  scope.all || scope.organizationIds.includes(organizationId);

/** The SQL condition restricting a list to the scope (undefined: no restriction). */
export function scopeCondition(column: PgColumn, scope: OrgScope): SQL | undefined {
  if (scope.all) return undefined;
  return scope.organizationIds.length > 0 ? inArray(column, [...scope.organizationIds]) : sql`false`;
}

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

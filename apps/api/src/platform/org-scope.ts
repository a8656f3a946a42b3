import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

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

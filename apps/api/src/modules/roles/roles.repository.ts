import { and, asc, eq, ilike, not, sql } from 'drizzle-orm';
import type { EndpointQuery, Paged, rolesApi } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { adminChanges, roles, userRoles } from '../../db/schema/index.ts';
import { softDelete, updateVersioned } from '../../db/versioning.ts';
import { defineList, filter, oneTable } from '../../platform/list/index.ts';
import { containing, iso } from '../../kernel/paging.ts';

const columns = {
  id: roles.id,
  rowVersion: roles.rowVersion,
  isDeleted: roles.isDeleted,
  createdAt: roles.createdAt,
  createdBy: roles.createdBy,
  timeStamp: roles.timeStamp,
  name: roles.name,
  description: roles.description,
  permissions: roles.permissions,
  userCount: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${sql.raw('"roles"."id"')})`,
  pendingChangeId: sql<string | null>`(select ac.id from ${adminChanges} ac
    where ac.target_id = ${sql.raw('"roles"."id"')}::text and ac.status = 'Pending' and ac.target_type = 'Role' limit 1)`,
};

const selectRoles = (exec: Executor) => exec.select(columns).from(roles);
type Row = Awaited<ReturnType<typeof selectRoles>>[number];
const toRole = (r: Row): rolesApi.Role => ({
  ...r,
  createdAt: iso(r.createdAt),
  timeStamp: iso(r.timeStamp),
});

type RoleQuery = EndpointQuery<typeof rolesApi.listRoles>;

const rolesList = defineList({
  name: 'roles',
  from: roles,
  base: not(roles.isDeleted),
  sortable: { name: roles.name, createdAt: roles.createdAt } satisfies Record<
    NonNullable<RoleQuery['sort']>[number]['field'],
    unknown
  >,
  fallback: [sql`lower(${roles.name})`],
  ties: [asc(roles.id)],
  query: oneTable(roles, columns),
  item: toRole,
});

export const listRoles = (exec: Executor, q: RoleQuery): Promise<Paged<rolesApi.Role>> =>
  rolesList.page(exec, q, {
    filters: q.name ? [filter('name', containing(q.name), (v) => ilike(roles.name, v), true)] : [],
    prepared: true,
  });

export async function getRole(exec: Executor, id: string): Promise<rolesApi.Role | null> {
  const [row] = await selectRoles(exec).where(and(eq(roles.id, id), not(roles.isDeleted)));
  return row ? toRole(row) : null;
}

export async function roleNameTaken(exec: Executor, name: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, not(roles.isDeleted)));
  return Boolean(row);
}

export const lookupRoles = (exec: Executor) =>
  exec
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(not(roles.isDeleted))
    .orderBy(sql`lower(${roles.name})`);

type RoleChanges = { description: string; permissions: string[] };

export async function insertRole(exec: Executor, values: typeof roles.$inferInsert): Promise<string> {
  const [row] = await exec.insert(roles).values(values).returning({ id: roles.id });
  if (!row) throw new Error('Role not created');
  return row.id;
}

/** Changes a role if the rowVersion is still the one read, and bumps it (409 when stale). */
export const updateRole = (exec: Executor, id: string, rowVersion: number, values: RoleChanges, at: Date) =>
  updateVersioned(exec, roles, id, rowVersion, values, at);

export const removeRole = (exec: Executor, id: string, at: Date) => softDelete(exec, roles, id, at);

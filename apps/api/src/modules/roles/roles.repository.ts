import { and, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { EndpointQuery, rolesApi } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { roles, userRoles } from '../../db/schema/index.ts';
import { softDelete, updateVersioned } from '../../db/versioning.ts';
import { containing, iso, offsetOf, orderBy } from '../../platform/paging.ts';

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
};

const selectRoles = (exec: Executor) => exec.select(columns).from(roles);
type Row = Awaited<ReturnType<typeof selectRoles>>[number];
const toRole = (r: Row): rolesApi.Role => ({
  ...r,
  createdAt: iso(r.createdAt),
  timeStamp: iso(r.timeStamp),
});

export async function listRoles(
  exec: Executor,
  q: EndpointQuery<typeof rolesApi.listRoles>,
): Promise<[rolesApi.Role[], number]> {
  const where: SQL[] = [eq(roles.isDeleted, false)];
  if (q.name) where.push(ilike(roles.name, containing(q.name)));
  const filter = and(...where);
  const order = orderBy(
    q.sort,
    { name: roles.name, createdAt: roles.createdAt },
    [sql`lower(${roles.name})`],
    roles.id,
  );
  const [rows, [total]] = await Promise.all([
    selectRoles(exec)
      .where(filter)
      .orderBy(...order)
      .limit(q.size)
      .offset(offsetOf(q.page, q.size)),
    exec.select({ n: count() }).from(roles).where(filter),
  ]);
  return [rows.map(toRole), total?.n ?? 0];
}

export async function getRole(exec: Executor, id: string): Promise<rolesApi.Role | null> {
  const [row] = await selectRoles(exec).where(and(eq(roles.id, id), eq(roles.isDeleted, false)));
  return row ? toRole(row) : null;
}

export async function roleNameTaken(exec: Executor, name: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, eq(roles.isDeleted, false)));
  return Boolean(row);
}

export const lookupRoles = (exec: Executor) =>
  exec
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.isDeleted, false))
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

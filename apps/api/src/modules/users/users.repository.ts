import { and, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { EndpointQuery, usersApi } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { branches, organizations, roles, userBranches, userRoles, users } from '../../db/schema/index.ts';
import { containing, iso, offsetOf, orderBy } from '../../platform/paging.ts';

// Drizzle leaves columns unqualified in a one-table select: name the outer row explicitly.
const userIdRef = sql.raw('"users"."id"');

const roleList = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
  from ${userRoles} ur join ${roles} r on r.id = ur.role_id and not r.is_deleted
  where ur.user_id = ${userIdRef}), '[]'::json)`;

const branchCode = sql<string | null>`(
  select b.code from ${userBranches} ub join ${branches} b on b.id = ub.branch_id
  where ub.user_id = ${userIdRef} and not ub.is_deleted order by ub.created_at limit 1)`;

const columns = {
  id: users.id,
  rowVersion: users.rowVersion,
  isDeleted: users.isDeleted,
  createdAt: users.createdAt,
  createdBy: users.createdBy,
  timeStamp: users.timeStamp,
  userName: users.userName,
  phone: users.phone,
  email: users.email,
  mfa: users.mfaEnabled,
  isActive: users.isActive,
  isMerchant: users.isMerchant,
  isSUDO: users.isSudo,
  resetPassword: users.resetPassword,
  roles: roleList,
  branchCode,
};

type User = usersApi.User;
const selectUsers = (exec: Executor) => exec.select(columns).from(users);
type Row = Awaited<ReturnType<typeof selectUsers>>[number];

const toUser = (r: Row): User => ({ ...r, createdAt: iso(r.createdAt), timeStamp: iso(r.timeStamp) });

export async function listUsers(
  exec: Executor,
  q: EndpointQuery<typeof usersApi.listUsers>,
): Promise<[User[], number]> {
  const where: SQL[] = [eq(users.isDeleted, false)];
  if (q.userName) where.push(ilike(users.userName, containing(q.userName)));
  if (q.email) where.push(ilike(users.email, containing(q.email)));
  if (q.phone) where.push(ilike(users.phone, containing(q.phone)));
  if (q.status) where.push(eq(users.isActive, q.status === 'Active'));
  if (q.role)
    where.push(
      sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userIdRef} and ${userRoles.roleId} = ${q.role})`,
    );
  const filter = and(...where);
  const order = orderBy(
    q.sort,
    {
      userName: users.userName,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      isActive: users.isActive,
    },
    [sql`lower(${users.userName})`],
    users.id,
  );
  const [rows, [total]] = await Promise.all([
    selectUsers(exec)
      .where(filter)
      .orderBy(...order)
      .limit(q.size)
      .offset(offsetOf(q.page, q.size)),
    exec.select({ n: count() }).from(users).where(filter),
  ]);
  return [rows.map(toUser), total?.n ?? 0];
}

export async function getUser(exec: Executor, id: string): Promise<User | null> {
  const [row] = await selectUsers(exec).where(and(eq(users.id, id), eq(users.isDeleted, false)));
  return row ? toUser(row) : null;
}

export async function userNameTaken(exec: Executor, userName: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, eq(users.isDeleted, false)));
  return Boolean(row);
}

export const lookupUsers = (exec: Executor) =>
  exec
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(eq(users.isDeleted, false))
    .orderBy(sql`lower(${users.userName})`);

/** The ids of the live roles among these; anything else is refused by the caller. */
export async function liveRoleIds(exec: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await exec
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.isDeleted, false), sql`${roles.id} in ${ids}`));
  return rows.map((r) => r.id);
}

const mappingColumns = {
  id: userBranches.id,
  rowVersion: userBranches.rowVersion,
  userId: userBranches.userId,
  organizationId: userBranches.organizationId,
  organizationName: organizations.name,
  branchId: userBranches.branchId,
  branchName: branches.name,
  branchCode: branches.code,
};

export const branchMappings = (exec: Executor, where: SQL) =>
  exec
    .select(mappingColumns)
    .from(userBranches)
    .innerJoin(organizations, eq(organizations.id, userBranches.organizationId))
    .innerJoin(branches, eq(branches.id, userBranches.branchId))
    .where(and(eq(userBranches.isDeleted, false), where))
    .orderBy(organizations.name);

/** The branch if it belongs to that organization. */
export async function branchOf(exec: Executor, organizationId: string, branchId: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: branches.id })
    .from(branches)
    .where(
      and(
        eq(branches.id, branchId),
        eq(branches.organizationId, organizationId),
        eq(branches.isDeleted, false),
      ),
    );
  return Boolean(row);
}

import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EndpointQuery, Paged, usersApi } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { branches, organizations, roles, userBranches, userRoles, users } from '../../db/schema/index.ts';
import { filter, List, oneTable } from '../../platform/list/list.ts';
import { containing, iso } from '../../platform/paging.ts';

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

type UserQuery = EndpointQuery<typeof usersApi.listUsers>;
type UserSort = NonNullable<UserQuery['sort']>[number]['field'];

const usersList = new List({
  name: 'users',
  from: users,
  base: eq(users.isDeleted, false),
  sortable: {
    userName: users.userName,
    email: users.email,
    phone: users.phone,
    createdAt: users.createdAt,
    isActive: users.isActive,
  } satisfies Record<UserSort, unknown>,
  fallback: [sql`lower(${users.userName})`],
  ties: [asc(users.id)],
  query: oneTable(users, columns),
  item: toUser,
});

export function listUsers(exec: Executor, q: UserQuery): Promise<Paged<User>> {
  const typed = (key: string, text: string | undefined, column: AnyPgColumn) =>
    text ? [filter(key, containing(text), (v) => ilike(column, v), true)] : [];
  return usersList.page(exec, q, {
    filters: [
      ...typed('userName', q.userName, users.userName),
      ...typed('email', q.email, users.email),
      ...typed('phone', q.phone, users.phone),
      ...(q.status ? [filter('active', q.status === 'Active', (v) => eq(users.isActive, v))] : []),
      ...(q.role
        ? [
            filter(
              'role',
              q.role,
              (v) =>
                sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userIdRef} and ${userRoles.roleId} = ${v})`,
            ),
          ]
        : []),
    ],
  });
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

import { and, asc, eq, exists, ilike, not, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { P, type EndpointQuery, type Paged, type usersApi } from '@console/contract';
import { queryRows, type Executor } from '../../db/client.ts';
import { adminChanges, branches, roles, userBranches, userRoles, users } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioning.ts';
import { defineList, filter, oneOf, oneTable } from '../../platform/list/index.ts';
import { scopeCondition, type OrgScope } from '../../platform/org-scope.ts';
import { containing, iso } from '../../kernel/paging.ts';

// Drizzle leaves columns unqualified in a one-table select: name the outer row explicitly.
const userIdRef = sql.raw('"users"."id"');

const roleList = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
  from ${userRoles} ur join ${roles} r on r.id = ur.role_id and not r.is_deleted
  where ur.user_id = ${userIdRef}), '[]'::json)`;

const branchCode = sql<string | null>`(
  select b.code from ${userBranches} ub join ${branches} b on b.id = ub.branch_id
  where ub.user_id = ${userIdRef} and not ub.is_deleted order by ub.created_at limit 1)`;

/** The change of this user waiting for a second person, if any (the list shows it). */
const pendingChangeId = sql<string | null>`(
  select ac.id from ${adminChanges} ac
  where ac.target_id = ${userIdRef}::text and ac.status = 'Pending' and ac.target_type = 'User' limit 1)`;

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
  pendingChangeId,
};

type User = usersApi.User;
const selectUsers = (exec: Executor) => exec.select(columns).from(users);
type Row = Awaited<ReturnType<typeof selectUsers>>[number];

const toUser = (r: Row): User => ({ ...r, createdAt: iso(r.createdAt), timeStamp: iso(r.timeStamp) });

type UserQuery = EndpointQuery<typeof usersApi.listUsers>;
type UserSort = NonNullable<UserQuery['sort']>[number]['field'];

const usersList = defineList({
  name: 'users',
  from: users,
  base: not(users.isDeleted),
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
      ...(q.status ? [oneOf('active', q.status === 'Active', (v) => eq(users.isActive, v))] : []),
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
    prepared: true,
  });
}

export async function getUser(exec: Executor, id: string): Promise<User | null> {
  const [row] = await selectUsers(exec).where(and(eq(users.id, id), not(users.isDeleted)));
  return row ? toUser(row) : null;
}

export async function userNameTaken(exec: Executor, userName: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, not(users.isDeleted)));
  return Boolean(row);
}

/**
 * Users for pickers, by name: every one, or (`scope` restricted) the staff of the scope's
 * organizations (a live branch mapping there) and the user `self`.
 */
export function lookupUsers(exec: Executor, scope: OrgScope, self: string) {
  const staff = exec
    .select({ one: sql`1` })
    .from(userBranches)
    .where(
      and(
        eq(userBranches.userId, userIdRef),
        not(userBranches.isDeleted),
        scopeCondition(userBranches.organizationId, scope),
      ),
    );
  return exec
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(and(not(users.isDeleted), scope.all ? undefined : or(eq(users.id, self), exists(staff))))
    .orderBy(sql`lower(${users.userName})`);
}

/** The live roles among these ids, with their names. */
export async function liveRoles(exec: Executor, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return exec
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(not(roles.isDeleted), sql`${roles.id} in ${ids}`))
    .orderBy(asc(roles.name));
}

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;
type UserChanges = Partial<Omit<NewUser, 'id' | 'rowVersion' | 'createdAt' | 'createdBy'>>;
type By = { userName: string; at: Date };

export async function findUserById(exec: Executor, id: string): Promise<UserRow | null> {
  const [row] = await exec
    .select()
    .from(users)
    .where(and(eq(users.id, id), not(users.isDeleted)));
  return row ?? null;
}

/**
 * Keeps a user's language. A preference of their own, not part of the record administrators
 * edit: it bumps no rowVersion, so it never makes an administrator's edit stale.
 */
export async function setLanguage(exec: Executor, id: string, language: string): Promise<void> {
  await exec.update(users).set({ language }).where(eq(users.id, id));
}

/** Inserts a user unless the name is taken (a race the caller's check lost); returns its id. */
export async function insertUser(exec: Executor, values: NewUser): Promise<string | null> {
  const [row] = await exec.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id ?? null;
}

/** Changes a user if the rowVersion is still the one read, and bumps it (409 when stale). */
export const updateUser = (exec: Executor, id: string, rowVersion: number, values: UserChanges, at: Date) =>
  updateVersioned(exec, users, id, rowVersion, values, at);

export async function addUserRoles(exec: Executor, userId: string, roleIds: string[], by: By): Promise<void> {
  if (roleIds.length === 0) return;
  await exec
    .insert(userRoles)
    .values(roleIds.map((roleId) => ({ userId, roleId, createdBy: by.userName, createdAt: by.at })))
    .onConflictDoNothing();
}

/** Returns whether the user held the role. */
export async function removeUserRole(exec: Executor, userId: string, roleId: string): Promise<boolean> {
  const removed = await exec
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)))
    .returning({ roleId: userRoles.roleId });
  return removed.length > 0;
}

/** Takes a role from everyone holding it (the role is being removed). */
export async function removeRoleFromAll(exec: Executor, roleId: string): Promise<void> {
  await exec.delete(userRoles).where(eq(userRoles.roleId, roleId));
}

/** The live roles a user holds, with their permissions, by name. */
export const heldRoles = (exec: Executor, userId: string) =>
  exec
    .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), not(roles.isDeleted)))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name));

/** The code of the user's first-mapped branch: the one the token carries. */
export async function firstBranchCode(exec: Executor, userId: string): Promise<string | null> {
  const [row] = await exec
    .select({ code: branches.code })
    .from(userBranches)
    .innerJoin(branches, eq(branches.id, userBranches.branchId))
    .where(and(eq(userBranches.userId, userId), not(userBranches.isDeleted)))
    .orderBy(asc(userBranches.createdAt))
    .limit(1);
  return row?.code ?? null;
}

/** The live role with this name (names are unique, whatever the case). */
export async function roleIdByName(exec: Executor, name: string): Promise<string | null> {
  const [row] = await exec
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, not(roles.isDeleted)));
  return row?.id ?? null;
}

/**
 * The active staff who hold `permission` (through a role, or isSUDO) and see `organizationId`
 * (mapped to it, or every organization; null: only those who see every organization), by name.
 */
export function usersWhoMay(
  exec: Executor,
  permission: string,
  organizationId: string | null,
): Promise<{ id: string; userName: string }[]> {
  const holds = (name: string) =>
    sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                 where ur.user_id = u.id and not r.is_deleted and ${name} = any(r.permissions))`;
  const mapped =
    organizationId === null
      ? sql`false`
      : sql`exists (select 1 from user_branches b
                     where b.user_id = u.id and not b.is_deleted and b.organization_id = ${organizationId})`;
  return queryRows(
    exec,
    sql`select u.id, u.user_name as "userName" from users u
        where not u.is_deleted and u.is_active and not u.is_merchant
          and (u.is_sudo or ${holds(permission)})
          and (u.is_sudo or ${holds(P.AllOrganizations)} or ${mapped})
        order by lower(u.user_name)`,
  );
}

import { and, asc, eq } from 'drizzle-orm';
import type { Tenant } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { branches, roles, userBranches, userRoles, users } from '../../db/schema/index.ts';
import type { SessionUser } from '../session-user.ts';

export type UserRow = typeof users.$inferSelect;

/** What a session needs to know of a user: roles, the union of their permissions, the branch. */
export async function loadProfile(
  exec: Executor,
  user: UserRow,
  tenant: Tenant,
): Promise<Omit<SessionUser, 'sessionId' | 'actor'>> {
  const held = await exec
    .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isDeleted, false)))
    .where(eq(userRoles.userId, user.id))
    .orderBy(asc(roles.name));
  const [branch] = await exec
    .select({ code: branches.code })
    .from(userBranches)
    .innerJoin(branches, eq(branches.id, userBranches.branchId))
    .where(and(eq(userBranches.userId, user.id), eq(userBranches.isDeleted, false)))
    .orderBy(asc(userBranches.createdAt))
    .limit(1);
  return {
    userId: user.id,
    userName: user.userName,
    isSUDO: user.isSudo,
    permissions: [...new Set(held.flatMap((r) => r.permissions))].sort(),
    roles: held.map(({ id, name }) => ({ id, name })),
    tenant,
    branchCode: branch?.code ?? null,
    resetPassword: user.resetPassword,
  };
}

export async function findUserById(exec: Executor, id: string): Promise<UserRow | null> {
  const [row] = await exec
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isDeleted, false)));
  return row ?? null;
}

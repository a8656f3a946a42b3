import type { Tenant } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import * as repo from './users.repository.ts';

/**
 * What a session needs to know of a user: roles, the union of their permissions, the branch, and
 * whether they are a merchant's own user (whose statement is theirs).
 */
export async function loadProfile(
  exec: Executor,
  user: repo.UserRow,
  tenant: Tenant,
): Promise<
  Omit<SessionUser, 'sessionId' | 'tokenId' | 'actor'> & { language: string | null; isMerchant: boolean }
> {
  const held = await repo.heldRoles(exec, user.id);
  const branchCode = await repo.firstBranchCode(exec, user.id);
  return {
    userId: user.id,
    userName: user.userName,
    isSUDO: user.isSudo,
    permissions: [...new Set(held.flatMap((r) => r.permissions))].sort(),
    roles: held.map(({ id, name }) => ({ id, name })),
    tenant,
    branchCode,
    resetPassword: user.resetPassword,
    language: user.language,
    isMerchant: user.isMerchant,
  };
}

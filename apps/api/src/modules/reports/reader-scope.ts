import type { SessionUser } from '../../kernel/session-user.ts';
import type { UserScopes } from '../users/index.ts';
import type { EventScope } from './dashboards.repository.ts';

/**
 * Whose events a reader sees: head office and auditors every event; anyone else the events of
 * their organizations, and those of no organization (sign-in, administration) only among their own.
 */
export async function eventScopeOf(
  scopes: UserScopes,
  user: SessionUser,
  createdBy: string | undefined,
): Promise<EventScope> {
  const scope = await scopes.of(user);
  if (scope.all) return { all: true };
  return {
    all: false,
    organizationIds: scope.organizationIds,
    withoutOrganization: createdBy?.toLowerCase() === user.userName.toLowerCase(),
  };
}

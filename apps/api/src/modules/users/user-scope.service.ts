import { hasPermission, P } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { everyOrganization, inScope, type OrgScope } from '../../platform/org-scope.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { mappedOrganizations } from './user-scope.repository.ts';

/**
 * The organizations whose records a user may see: those of the branch mappings, or every one for
 * `isSUDO` users and holders of `organization.all`. A request's user brings them from its session
 * (`SessionUser.organizationIds`); for any other user they are read when first needed (one indexed
 * query, none for the unrestricted) and kept with that user.
 */
export class UserScopes {
  private readonly known = new WeakMap<SessionUser, Promise<OrgScope>>();

  constructor(private readonly d: { db: Executor }) {}

  of(user: SessionUser): Promise<OrgScope> {
    if (hasPermission(user, P.AllOrganizations)) return Promise.resolve(everyOrganization);
    if (user.organizationIds) return Promise.resolve({ all: false, organizationIds: user.organizationIds });
    let scope = this.known.get(user);
    if (!scope) {
      scope = mappedOrganizations(this.d.db, user.userId).then((organizationIds) => ({
        all: false,
        organizationIds,
      }));
      this.known.set(user, scope);
    }
    return scope;
  }

  /** A record of another organization is, for this user, a record that does not exist. */
  async requireVisible(user: SessionUser, organizationId: string, message?: string): Promise<OrgScope> {
    const scope = await this.of(user);
    if (!inScope(scope, organizationId)) throw fail.notFound(message);
    return scope;
  }
}

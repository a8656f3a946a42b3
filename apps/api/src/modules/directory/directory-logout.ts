import { messages, tenants, type Tenant } from '@console/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import { AppError, fail } from '../../kernel/errors.ts';
import { recordActivity } from '../../platform/audit.ts';
import type { DirectorySignOut } from '../auth/index.ts';
import type { DirectoryClients } from './directory-client.ts';
import * as repo from './directory-logout.repository.ts';
import { verifyLogoutToken, type LogoutOf } from './logout-token.ts';

/** Why the sessions ended, as the security centre shows it. */
const ENDED_BY_DIRECTORY = 'signed out at the directory';

const isTenant = (v: string): v is Tenant => (tenants as readonly string[]).includes(v);

/**
 * Sign-out both ways between the console and a bank's directory. RP-initiated: the console's
 * sign-out of a session the directory opened answers the directory's end-session address.
 * Back-channel: the directory posts a logout token, and the sessions it opened here end.
 */
export class DirectoryLogout implements DirectorySignOut {
  constructor(private readonly d: { db: Db; clock: Clock; clients: DirectoryClients }) {}

  async endSessionUrl(directorySignInId: string): Promise<string | null> {
    const signIn = await repo.idTokenOf(this.d.db, directorySignInId);
    const tenant = signIn && isTenant(signIn.tenant) ? signIn.tenant : null;
    const s = tenant ? this.d.clients.configured(tenant) : undefined;
    if (!signIn || !tenant || !s) return null;
    // Note: the session here has already ended; a directory that does not answer leaves the
    // person signed in there only, which its own session length bounds.
    return this.d.clients.endSessionUrl(tenant, s, signIn.idToken).catch(() => null);
  }

  /** Ends the sessions a valid logout token names; a token that fails a check ends nothing. */
  async backchannel(tenant: Tenant, logoutToken: string, address: string): Promise<void> {
    const s = this.d.clients.configured(tenant) ?? fail.notFound(messages.directoryNotConfigured).throwIt();
    const now = this.d.clock.now();
    const issuer = await this.d.clients.logoutTokenIssuer(tenant, s).catch((cause: unknown) => {
      throw new AppError('unavailable', messages.unavailable, undefined, undefined, cause);
    });
    let of: LogoutOf;
    try {
      of = await verifyLogoutToken(logoutToken, issuer, now);
    } catch {
      // Note: why the token failed stays out of the answer and the log, as at sign-in.
      throw fail.rule(messages.directoryLogoutTokenRefused);
    }
    await this.d.db.transaction(async (tx) => {
      const names = await repo.endDirectorySessions(tx, tenant, of, ENDED_BY_DIRECTORY, now);
      for (const userName of names)
        await recordActivity(
          tx,
          { userName, address, at: now },
          { type: 'Auth', event: 'SignOut', organizationId: null, remarks: messages.directorySignedOut },
        );
    });
  }
}

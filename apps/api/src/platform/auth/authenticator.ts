import { fillMessage, messages, normalizeTenant } from '@console/contract';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '../audit.ts';
import type { Clock } from '../../kernel/clock.ts';
import { fail } from '../../kernel/errors.ts';
import { sessionLimits, type SecurityPolicies } from '../security-policies.ts';
import type { Authenticator, SessionUser } from '../../kernel/session-user.ts';
import type { Db } from '../../db/client.ts';
import { allowedByAll } from './allowed-networks.ts';
import { bearerToken } from './bearer.ts';
import { liveSession, type LookupRow } from './sessions.ts';
import type { TokenService } from './tokens.ts';

/** A session refused for its address is audited at most this often, not on every request. */
const REFUSAL_AUDIT_EVERY_MS = 60_000;

/**
 * A request is signed in when its bearer token verifies AND its server-side session is live AND
 * the token is the one the session holds now (a refresh replaces it, so an earlier one is refused).
 * The session is looked up by primary key on every request, so an ended one is refused on the next
 * request. Note: who the user is and what they may do (name, isSUDO, roles and permissions, branch)
 * come from that same read, not from the token's claims, which the web reads for its menus only.
 */
export class SessionAuthenticator implements Authenticator {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly policies: SecurityPolicies,
  ) {}

  private readonly refusalsAudited = new Map<string, number>();

  async authenticate(request: FastifyRequest): Promise<SessionUser | null> {
    const token = bearerToken(request.headers.authorization);
    if (!token) return null;
    const now = this.clock.now();
    const claims = await this.tokens.verify(token, now);
    if (!claims) return null;
    const limits = sessionLimits(await this.policies.current());
    const found = await liveSession(this.db, claims.sid, claims.jti, now, limits);
    if (!found || found.session.userId !== claims.userId) return null;
    const { session, actorName } = found;
    if (!allowedByAll(found.networks, request.ip))
      await this.refuseAddress(found, found.userName, request.ip, now);
    return {
      userId: session.userId,
      userName: found.userName,
      isSUDO: found.isSudo,
      resetPassword: found.resetPassword,
      permissions: [...new Set(found.roles.flatMap((r) => r.permissions))].sort(),
      roles: found.roles.map(({ id, name }) => ({ id, name })),
      tenant: normalizeTenant(claims.tenant),
      branchCode: found.branchCode,
      sessionId: session.id,
      tokenId: session.tokenId,
      actor: session.actorUserId ? { userId: session.actorUserId, userName: actorName ?? '' } : null,
      organizationIds: found.organizationIds,
    };
  }

  /**
   * Note: a live session called from outside its organizations' networks gets 403, not 401: the
   * session is kept (the person proved who they are; only the place is wrong), so coming back
   * inside the network works again, and the web shows the reason rather than a sign-in form that
   * would refuse them too. Audited once a minute per session, not once per request.
   */
  private async refuseAddress(
    found: LookupRow,
    userName: string,
    address: string,
    now: Date,
  ): Promise<never> {
    const last = this.refusalsAudited.get(found.session.id);
    if (last === undefined || now.getTime() - last >= REFUSAL_AUDIT_EVERY_MS) {
      if (this.refusalsAudited.size > 10_000) this.refusalsAudited.clear();
      this.refusalsAudited.set(found.session.id, now.getTime());
      await recordActivity(
        this.db,
        { userName, actorName: found.actorName ?? undefined, address, at: now },
        {
          type: 'Auth',
          event: 'AddressRefused',
          organizationId: null,
          targetType: 'User',
          targetId: found.session.actorUserId ?? found.session.userId,
          remarks: messages.requestOutsideNetworks,
        },
      );
    }
    throw fail.forbidden(fillMessage(messages.addressNotAllowed, { address }));
  }
}

import { claimFlag, normalizeTenant } from '@console/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Authenticator, SessionUser } from '../session-user.ts';
import type { Db } from '../../db/client.ts';
import { liveSession } from './sessions.ts';
import type { TokenService } from './tokens.ts';

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * A request is signed in when its bearer token verifies AND its server-side session is live AND
 * the token is the one the session holds now (a refresh replaces it, so an earlier one is refused).
 * The token's permissions are trusted because every change to them ends the session. The session
 * is looked up by primary key on every request, so an ended one is refused on the next request.
 */
export class SessionAuthenticator implements Authenticator {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  async authenticate(request: FastifyRequest): Promise<SessionUser | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const now = this.clock.now();
    const claims = await this.tokens.verify(header.slice(7).trim(), now);
    if (!claims) return null;
    const found = await liveSession(this.db, claims.sid, claims.jti, now);
    if (!found || found.session.userId !== claims.userId) return null;
    const { session, actorName } = found;
    return {
      userId: claims.userId,
      userName: claims.userName,
      isSUDO: claimFlag(claims.isSUDO),
      resetPassword: claimFlag(claims.resetPassword),
      permissions: parseJson<string[]>(claims.permissions, []),
      roles: parseJson<{ id: string; name: string }[]>(claims.userRoles, []),
      tenant: normalizeTenant(claims.tenant),
      branchCode: claims.branchCode || null,
      sessionId: session.id,
      tokenId: session.tokenId,
      actor: session.actorUserId ? { userId: session.actorUserId, userName: actorName ?? '' } : null,
    };
  }
}

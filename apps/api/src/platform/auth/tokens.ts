import { randomUUID, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { flagClaim, type TokenClaims } from '@console/contract';
import type { SessionUser } from '../session-user.ts';

export const TOKEN_ISSUER = 'backoffice-console';
export const TOKEN_AUDIENCE = 'backoffice-console-web';
/** A token lives at most 15 minutes; the web renews it while the user is active. */
export const TOKEN_LIFETIME_S = 15 * 60;
const ALGORITHM = 'HS256';

export class TokenService {
  // Imported once: handing jose raw bytes makes it import the key again on every verification.
  private readonly key: Promise<webcrypto.CryptoKey>;
  constructor(secret: string) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async issue(
    user: Omit<SessionUser, 'actor'> & { actor: SessionUser['actor'] },
    now: Date,
  ): Promise<string> {
    const claims: TokenClaims = {
      userId: user.userId,
      userName: user.userName,
      isSUDO: flagClaim(user.isSUDO),
      resetPassword: flagClaim(user.resetPassword),
      tenant: user.tenant,
      branchCode: user.branchCode ?? '',
      userRoles: JSON.stringify(user.roles),
      permissions: JSON.stringify(user.permissions),
      sid: user.sessionId,
      ...(user.actor ? { actorName: user.actor.userName } : {}),
    };
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(user.userId)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_LIFETIME_S)
      .sign(await this.key);
  }

  /**
   * Checks signature, algorithm (pinned: `none` and any other are refused), issuer, audience and
   * expiry. Returns the claims, or null for any token that fails.
   */
  async verify(token: string, now: Date): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: now,
        requiredClaims: ['exp', 'iat', 'jti', 'sid', 'userId'],
      });
      return payload as unknown as TokenClaims;
    } catch {
      return null;
    }
  }
}

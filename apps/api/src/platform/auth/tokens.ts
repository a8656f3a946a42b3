import { createHmac, randomUUID, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';
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
  private readonly raw: Buffer;
  constructor(secret: string) {
    this.raw = Buffer.from(secret, 'utf8');
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
   * Note: verified with node:crypto rather than jose, whose WebCrypto path showed in the CPU
   * profile of every request; jose still signs. The checks are the same and tested the same.
   */
  verify(token: string, now: Date): Promise<TokenClaims | null> {
    return Promise.resolve(this.check(token, Math.floor(now.getTime() / 1000)));
  }

  private check(token: string, nowS: number): TokenClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [head = '', body = '', signature = ''] = parts;
    const header = decodePart(head);
    if (
      !header ||
      header.alg !== ALGORITHM ||
      (header.typ !== undefined && header.typ !== 'JWT') ||
      header.crit !== undefined
    )
      return null;
    const expected = createHmac('sha256', this.raw).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = decodePart(body);
    if (!claims || claims.iss !== TOKEN_ISSUER) return null;
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audience.includes(TOKEN_AUDIENCE)) return null;
    if (typeof claims.exp !== 'number' || claims.exp <= nowS) return null;
    if (typeof claims.iat !== 'number' || claims.iat > nowS + CLOCK_SKEW_S) return null;
    if (typeof claims.nbf === 'number' && claims.nbf > nowS + CLOCK_SKEW_S) return null;
    for (const name of ['jti', 'sid', 'userId', 'userName'])
      if (typeof claims[name] !== 'string') return null;
    return claims as unknown as TokenClaims;
  }
}

const CLOCK_SKEW_S = 5;

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

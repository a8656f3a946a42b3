import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { flagClaim, type TokenClaims } from '@console/contract';
import type { SessionUser } from '../../kernel/session-user.ts';

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
    user: Omit<SessionUser, 'actor'> & {
      actor: SessionUser['actor'];
      language?: string | null;
      isMerchant?: boolean;
    },
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
      ...(user.language ? { language: user.language } : {}),
      // The web shows the merchant statement to a merchant's user; the server decides whose it is.
      ...(user.isMerchant ? { isMerchant: flagClaim(true) } : {}),
    };
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(user.userId)
      .setJti(user.tokenId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_LIFETIME_S)
      .sign(await this.key);
  }

  /**
   * Checks signature, algorithm (pinned: `none` and any other are refused), issuer, audience and
   * expiry. Returns the claims with the token's id, or null for any token that fails.
   * Note: jose verifies as it signs, with the key imported once. A check written by hand on
   * node:crypto would save too small a part of a request's CPU to be worth a second
   * implementation of JWS (docs/benchmarks.md › Tried and left out).
   */
  async verify(token: string, now: Date): Promise<(TokenClaims & { jti: string }) | null> {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: now,
        requiredClaims: ['exp', 'iat', ...STRING_CLAIMS],
      });
      // Note: no extension header is ours, so any `crit` is refused (jose would accept b64).
      if (protectedHeader.crit !== undefined) return null;
      if (STRING_CLAIMS.some((name) => typeof payload[name] !== 'string')) return null;
      // jose takes an issue time in the future as it comes: a token from later is not ours.
      if ((payload.iat ?? 0) * 1000 > now.getTime() + CLOCK_SKEW_MS) return null;
      return payload as unknown as TokenClaims & { jti: string };
    } catch {
      return null;
    }
  }
}

const STRING_CLAIMS = ['jti', 'sid', 'userId', 'userName'];
const CLOCK_SKEW_MS = 5000;

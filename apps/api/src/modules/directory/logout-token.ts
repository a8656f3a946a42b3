import { jwtVerify, type JWTVerifyGetKey } from 'jose';

/** The event a back-channel logout token carries (OpenID Connect Back-Channel Logout 1.0 §2.4). */
const BACKCHANNEL_LOGOUT = 'http://schemas.openid.net/event/backchannel-logout';
/** How long after it was issued a logout token is still taken, by the console's clock. */
export const LOGOUT_TOKEN_MAX_AGE_S = 5 * 60;
/** How far the directory's clock may run ahead of ours. */
const CLOCK_SKEW_S = 60;

/** Whom a logout token signs out: the directory's session, its person, or both. */
export interface LogoutOf {
  sid: string | null;
  sub: string | null;
}

/** What a logout token is checked against: the directory as discovered. */
export interface LogoutTokenIssuer {
  issuer: string;
  clientId: string;
  keys: JWTVerifyGetKey;
  algorithms: string[];
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * Checks a logout token as the specification's §2.6 says: signed by one of the issuer's keys
 * with an algorithm it announces, its issuer and audience, issued within the last minutes by
 * `now`, the back-channel logout event, a `sid` or a `sub`, and no `nonce` (which would make it
 * an ID token). Throws on any failure; the caller refuses without saying which check failed.
 */
export async function verifyLogoutToken(
  token: string,
  from: LogoutTokenIssuer,
  now: Date,
): Promise<LogoutOf> {
  const { payload } = await jwtVerify(token, from.keys, {
    issuer: from.issuer,
    audience: from.clientId,
    algorithms: from.algorithms,
    currentDate: now,
    maxTokenAge: LOGOUT_TOKEN_MAX_AGE_S,
    clockTolerance: CLOCK_SKEW_S,
    requiredClaims: ['iat', 'jti'],
  });
  const events = payload.events as Record<string, unknown> | undefined;
  const event = events && typeof events === 'object' ? events[BACKCHANNEL_LOGOUT] : undefined;
  if (!event || typeof event !== 'object') throw new Error('Not a back-channel logout token');
  if ('nonce' in payload) throw new Error('A logout token carries no nonce');
  const of = { sid: text(payload.sid), sub: text(payload.sub) };
  if (!of.sid && !of.sub) throw new Error('A logout token names a session or a person');
  return of;
}

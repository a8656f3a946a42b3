import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TokenService } from './tokens.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const tokens = new TokenService(SECRET);
const now = new Date('2026-11-21T10:00:00Z');
const user = {
  userId: 'u1',
  userName: 'officer',
  isSUDO: false,
  resetPassword: false,
  permissions: ['customer.list'],
  roles: [],
  tenant: 'DBI' as const,
  branchCode: '001',
  sessionId: 's1',
  tokenId: '0b7f3c1e-5a2d-4c8e-9f61-2d4a8b0c6e13',
  actor: null,
};

/** A token signed like ours but with one thing changed. */
async function forged(change: {
  alg?: string;
  iss?: string;
  aud?: string;
  exp?: number;
  iat?: number;
  crit?: boolean;
  drop?: string;
}) {
  const claims: Record<string, unknown> = { userId: 'u1', userName: 'officer', sid: 's1' };
  if (change.drop) delete claims[change.drop];
  const iat = Math.floor(now.getTime() / 1000);
  const key = new TextEncoder().encode(SECRET);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: change.alg ?? 'HS256', ...(change.crit ? { crit: ['b64'], b64: true } : {}) })
    .setIssuer(change.iss ?? TOKEN_ISSUER)
    .setAudience(change.aud ?? TOKEN_AUDIENCE)
    .setJti('j1')
    .setIssuedAt(change.iat ?? iat)
    .setExpirationTime(change.exp ?? iat + 60)
    .sign(key);
}

describe('token verification', () => {
  it('accepts its own tokens until they expire', async () => {
    const token = await tokens.issue(user, now);
    expect(await tokens.verify(token, now)).toMatchObject({
      userId: 'u1',
      sid: 's1',
      permissions: '["customer.list"]',
    });
    expect(await tokens.verify(token, new Date(now.getTime() + 14 * 60_000))).not.toBeNull();
    expect(await tokens.verify(token, new Date(now.getTime() + 15 * 60_000))).toBeNull();
  });

  it('accepts a token forged with every field right, as a control', async () => {
    expect(await tokens.verify(await forged({}), now)).not.toBeNull();
  });

  it('refuses another algorithm, issuer or audience, a crit header, an expired or future token, a missing claim', async () => {
    for (const change of [
      { alg: 'HS512' },
      { iss: 'someone-else' },
      { aud: 'another-app' },
      { crit: true },
      { exp: Math.floor(now.getTime() / 1000) },
      { iat: Math.floor(now.getTime() / 1000) + 30 },
      { drop: 'sid' },
    ]) {
      expect(await tokens.verify(await forged(change), now), JSON.stringify(change)).toBeNull();
    }
  });

  it('refuses alg none, a changed payload and garbage', async () => {
    const [h, p, s] = (await tokens.issue(user, now)).split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const elevated = Buffer.from(JSON.stringify({ ...payload, isSUDO: 'True' })).toString('base64url');
    for (const bad of [none, `${h}.${elevated}.${s}`, `${h}.${p}`, 'a.b.c', '', `${h}.${p}.${s}x`]) {
      expect(await tokens.verify(bad, now), bad).toBeNull();
    }
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from '../demo/identity.ts';
import { seedDemoData } from '../demo-data.ts';
import { loadProfile } from '../modules/users/user-profile.service.ts';
import { createSession } from '../platform/auth/sessions.ts';
import { TokenService } from '../platform/auth/tokens.ts';
import { totpCode, totpStep } from '../platform/auth/totp.ts';
import type { TestApp } from './test-app.ts';

export { DEMO_PASSWORD };

export const seed = (t: TestApp) => seedDemoData(t.database, t.config, t.clock);

export const login = (t: TestApp, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/api/auth', payload: body, remoteAddress: '10.9.8.7' });

/** The current code of an authenticator holding this secret, by the test clock. */
export const codeNow = (t: TestApp, secret: string, offsetSteps = 0) =>
  totpCode(secret, totpStep(t.clock.now()) + offsetSteps);

/** The full first sign-in: QR set-up, then the code. Returns the token and the secret. */
export async function firstSignIn(
  t: TestApp,
  userName: string,
  password = DEMO_PASSWORD,
): Promise<{ token: string; secret: string }> {
  const setup = await login(t, { userName, password });
  expect(setup.statusCode).toBe(203);
  const secret = setup.json<{ manualEntryKey: string }>().manualEntryKey;
  const done = await login(t, { userName, password, totp: await codeNow(t, secret) });
  expect(done.statusCode).toBe(200);
  // Each code is good once: move on a step so the next sign-in has a fresh one.
  t.clock.advance(30_000);
  return { token: done.json<{ token: string }>().token, secret };
}

/** A sign-in of a user whose authenticator is already set up, with the next fresh code. */
export async function signIn(
  t: TestApp,
  userName: string,
  secret: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await login(t, { userName, password, totp: await codeNow(t, secret) });
  expect(res.statusCode).toBe(200);
  t.clock.advance(30_000);
  return res.json<{ token: string }>().token;
}

/**
 * A session for a user without going through sign-in, optionally with other permissions in the
 * token: for tests of guards, not of sign-in.
 */
export async function tokenFor(t: TestApp, userName: string, permissions?: string[]): Promise<string> {
  const db = t.database.db;
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, eq(users.isDeleted, false)));
  if (!user) throw new Error(`No user ${userName}`);
  const profile = await loadProfile(db, user, t.config.tenant);
  const session = await createSession(db, { userId: user.id, now: t.clock.now() });
  return new TokenService(t.config.jwtSecret).issue(
    {
      ...profile,
      ...(permissions ? { permissions, isSUDO: false } : {}),
      sessionId: session.id,
      tokenId: session.tokenId,
      actor: null,
    },
    t.clock.now(),
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { roles, userBranches, userRoles, users } from '../db/schema/index.ts';
import { created } from '../db/versioning.ts';
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
 * A user who holds exactly `permissions` (in one role of their own, without isSUDO) and works where
 * `userName` works (the same branch mappings): `userName+n`, made once per set of permissions and
 * test app. What a request may do is read from its session's user, so a guard is tested with a
 * user who holds the permissions, not with a token that claims them.
 */
const standIns = new WeakMap<TestApp, Map<string, Promise<string>>>();
function userHolding(t: TestApp, userName: string, permissions: readonly string[]): Promise<string> {
  let made = standIns.get(t);
  if (!made) standIns.set(t, (made = new Map<string, Promise<string>>()));
  const key = `${userName.toLowerCase()} ${[...permissions].sort().join(' ')}`;
  let name = made.get(key);
  if (!name) made.set(key, (name = makeStandIn(t, userName, permissions, made.size + 1)));
  return name;
}

async function makeStandIn(t: TestApp, userName: string, permissions: readonly string[], n: number) {
  const db = t.database.db;
  const base = await liveUser(t, userName);
  const by = { userName: 'test', at: t.clock.now() };
  const name = `${base.userName}+${n}`;
  await db.transaction(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ name: `${name} role`, description: 'test', permissions: [...permissions], ...created(by) })
      .returning({ id: roles.id });
    const [user] = await tx
      .insert(users)
      .values({ userName: name, phone: base.phone, passwordHash: base.passwordHash, ...created(by) })
      .returning({ id: users.id });
    if (!role || !user) throw new Error(`No stand-in for ${userName}`);
    await tx.insert(userRoles).values({ userId: user.id, roleId: role.id, ...created(by), createdAt: by.at });
    const mappings = await tx
      .select()
      .from(userBranches)
      .where(and(eq(userBranches.userId, base.id), eq(userBranches.isDeleted, false)));
    for (const m of mappings)
      await tx.insert(userBranches).values({
        userId: user.id,
        organizationId: m.organizationId,
        branchId: m.branchId,
        ...created(by),
      });
  });
  return name;
}

async function liveUser(t: TestApp, userName: string) {
  const [user] = await t.database.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, eq(users.isDeleted, false)));
  if (!user) throw new Error(`No user ${userName}`);
  return user;
}

/**
 * A session for a user without going through sign-in: for tests of guards, not of sign-in. With
 * `permissions`, the session is that of a user who holds exactly those and works where
 * `userName` works (see `userHolding`).
 */
export async function tokenFor(t: TestApp, userName: string, permissions?: string[]): Promise<string> {
  const db = t.database.db;
  const user = await liveUser(t, permissions ? await userHolding(t, userName, permissions) : userName);
  const profile = await loadProfile(db, user, t.config.tenant);
  const session = await createSession(db, { userId: user.id, now: t.clock.now() });
  return new TokenService(t.config.jwtSecret).issue(
    { ...profile, sessionId: session.id, tokenId: session.tokenId, actor: null },
    t.clock.now(),
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

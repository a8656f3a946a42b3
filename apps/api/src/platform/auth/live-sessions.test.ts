import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { LiveSessions } from './live-sessions.ts';
import { createSession, SESSION_IDLE_MS } from './sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/api/AppUsers/Permissions', headers: bearer(token) });
const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;
const userId = async (userName: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id;

describe('live sessions', () => {
  it('refuses on the next request a session ended behind this process (another process, plain SQL)', async () => {
    const token = await tokenFor(t, 'support');
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ endedAt: t.clock.now(), endReason: 'elsewhere' })
      .where(eq(sessions.id, sessionOf(token)));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses on the next request the sessions of a user deactivated behind this process', async () => {
    const token = await tokenFor(t, 'auditor');
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.userName, 'auditor'));
    expect((await me(token)).statusCode).toBe(401);
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.userName, 'auditor'));
  });

  it('ends a session idle for too long, and keeps one in use alive', async () => {
    const live = new LiveSessions(t.database.db);
    const s = await createSession(t.database.db, { userId: await userId('cards'), now: t.clock.now() });
    t.clock.advance(SESSION_IDLE_MS - 1000);
    expect(await live.live(s.id, t.clock.now())).not.toBeNull();
    t.clock.advance(SESSION_IDLE_MS - 1000);
    expect(await live.live(s.id, t.clock.now())).not.toBeNull();
    t.clock.advance(SESSION_IDLE_MS + 1000);
    expect(await live.live(s.id, t.clock.now())).toBeNull();
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, s.id));
    expect(row?.endReason).toBe('idle');
  });
});

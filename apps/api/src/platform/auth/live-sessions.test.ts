import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelHandlers } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { LiveSessions, SESSION_RECHECK_MS } from './live-sessions.ts';
import { createSession, endUserSessions } from './sessions.ts';

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

describe('live sessions across processes', () => {
  it('refuses a session ended behind this process (another process, plain SQL)', async () => {
    const token = await tokenFor(t, 'support');
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200); // now remembered
    await t.database.db
      .update(sessions)
      .set({ endedAt: t.clock.now(), endReason: 'elsewhere' })
      .where(eq(sessions.id, sessionOf(token)));
    await expect.poll(async () => (await me(token)).statusCode, { timeout: 2000 }).toBe(401);
  });

  it('refuses the sessions of a user deactivated behind this process', async () => {
    const token = await tokenFor(t, 'auditor');
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.userName, 'auditor'));
    await expect.poll(async () => (await me(token)).statusCode, { timeout: 2000 }).toBe(401);
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.userName, 'auditor'));
  });
});

describe('LiveSessions', () => {
  /** A channel under the test's control: up, down, and deliveries only when the test says. */
  function channel() {
    let handlers: ChannelHandlers | null = null;
    return {
      follow: (_name: string, h: ChannelHandlers) => {
        handlers = h;
        h.up();
        return Promise.resolve(() => Promise.resolve(h.down()));
      },
      down: () => handlers?.down(),
      up: () => handlers?.up(),
    };
  }
  /** An end made silent (triggers off for its transaction), to see what the memory does alone. */
  const endQuietly = (id: string) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(sessions).set({ endedAt: t.clock.now() }).where(eq(sessions.id, id));
    });

  it('remembers a live session until its recheck time, then reads it again', async () => {
    const live = new LiveSessions(t.database.db);
    await live.start(channel());
    const s = await createSession(t.database.db, { userId: await userId('cards'), now: t.clock.now() });
    expect(await live.live(s.id, t.clock.now())).not.toBeNull();
    await endQuietly(s.id);
    expect(await live.live(s.id, t.clock.now())).not.toBeNull(); // remembered, nothing heard
    t.clock.advance(SESSION_RECHECK_MS);
    expect(await live.live(s.id, t.clock.now())).toBeNull();
    await live.stop();
  });

  it('remembers nothing while the channel is down', async () => {
    const ch = channel();
    const live = new LiveSessions(t.database.db);
    await live.start(ch);
    const s = await createSession(t.database.db, { userId: await userId('cards'), now: t.clock.now() });
    expect(await live.live(s.id, t.clock.now())).not.toBeNull();
    ch.down();
    await endQuietly(s.id);
    expect(await live.live(s.id, t.clock.now())).toBeNull();
    await live.stop();
  });

  it('forgets at once the sessions this process ends', async () => {
    const live = new LiveSessions(t.database.db);
    await live.start(channel());
    const cards = await userId('cards');
    const s = await createSession(t.database.db, { userId: cards, now: t.clock.now() });
    expect(await live.live(s.id, t.clock.now())).not.toBeNull();
    await endUserSessions(t.database.db, [cards], 'test', t.clock.now());
    expect(await live.live(s.id, t.clock.now())).toBeNull();
    await live.stop();
  });
});

describe('following a channel', () => {
  it('hears a notification, and on a server comes back after losing its connection', async () => {
    const events: string[] = [];
    const stop = await t.database.follow('test_channel', {
      message: (payload) => events.push(`message ${payload}`),
      up: () => events.push('up'),
      down: () => events.push('down'),
    });
    await t.database.db.execute(sql`select pg_notify('test_channel', 'one')`);
    await expect.poll(() => events).toEqual(['up', 'message one']);
    if (t.database.kind === 'postgres') {
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN "test_channel"'`,
      );
      await expect.poll(() => events, { timeout: 5000 }).toEqual(['up', 'message one', 'down', 'up']);
      await t.database.db.execute(sql`select pg_notify('test_channel', 'two')`);
      await expect.poll(() => events.at(-1)).toBe('message two');
    }
    await stop();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { seed } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession, touchSession } from './sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
});
afterAll(() => t.close());

describe('a session seen', () => {
  it('is written once by the requests that read it before any of them wrote', async () => {
    const db = t.database.db;
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    const opened = t.clock.now();
    const read = await createSession(db, { userId: user!.id, now: opened });
    const lastSeen = async () =>
      (await db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, read.id)))[0]!.at;

    // Within the first seconds nothing is written.
    expect(await touchSession(db, read, new Date(opened.getTime() + 10_000))).toBe(false);

    // Three requests hold the row as it was read at the start; the first of them writes.
    const at = (ms: number) => new Date(opened.getTime() + ms);
    expect(await touchSession(db, read, at(20_000))).toBe(true);
    expect(await touchSession(db, read, at(20_005))).toBe(false);
    expect(await touchSession(db, read, at(21_000))).toBe(false);
    expect(await lastSeen()).toEqual(at(20_000));

    // Once the time written is past the threshold too, the next request writes again.
    expect(await touchSession(db, read, at(40_000))).toBe(true);
    expect(await lastSeen()).toEqual(at(40_000));
  });
});

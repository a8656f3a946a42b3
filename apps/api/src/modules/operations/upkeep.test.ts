import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { otps, sessions, users } from '../../db/schema/index.ts';
import { seed } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
});
afterAll(() => t.close());

const waiting = async (kind: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pgboss.job where name = ${kind} and state = 'created'`,
    )
  )[0]!.n;

describe('upkeep', () => {
  it('waits in the queue once, however many times it is asked for', async () => {
    await t.jobs.sendUpkeep('sweep-files');
    await t.jobs.sendUpkeep('sweep-files');
    expect(await waiting('sweep-files')).toBe(1);
    await t.jobs.runDue();
    expect(await waiting('sweep-files')).toBe(0);
    await t.jobs.sendUpkeep('sweep-files');
    expect(await waiting('sweep-files')).toBe(1);
    await t.jobs.runDue();
  });

  it('purges sessions ended a month ago and codes expired a day ago, and keeps the rest', async () => {
    const now = t.clock.now().getTime();
    const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const session = (at: number, ended: boolean) => ({
      userId: user!.id,
      tokenId: randomUUID(),
      createdAt: new Date(at),
      lastSeenAt: new Date(at),
      expiresAt: new Date(at + DAY / 2),
      endedAt: ended ? new Date(at + 1000) : null,
    });
    const [old, recent, live] = await t.database.db
      .insert(sessions)
      .values([session(now - 40 * DAY, true), session(now - 10 * DAY, true), session(now - 1000, false)])
      .returning({ id: sessions.id });
    const code = (expiresAt: number) => ({
      organizationId: randomUUID(),
      phone: '+252610000000',
      operation: 'LinkAccount',
      codeHash: 'x',
      createdAt: new Date(expiresAt - 300_000),
      expiresAt: new Date(expiresAt),
      createdBy: 'officer',
    });
    await t.database.db.insert(otps).values([code(now - 2 * DAY), code(now - DAY / 2)]);
    await t.jobs.sendUpkeep('purge-expired');
    await t.jobs.runDue();
    const kept = (await t.database.db.select({ id: sessions.id }).from(sessions)).map((s) => s.id);
    expect(kept).not.toContain(old!.id);
    expect(kept).toEqual(expect.arrayContaining([recent!.id, live!.id]));
    const codes = await t.database.db.select({ expiresAt: otps.expiresAt }).from(otps);
    expect(codes.map((c) => c.expiresAt.getTime())).toEqual([now - DAY / 2]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { demoOrganizations } from '../../demo/identity.ts';
import { DEMO_MERCHANTS } from '../../demo/merchants.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { merchantsCoreSeeder, plannedMerchantPayments } from './seed-merchants.ts';

const seeder = merchantsCoreSeeder(DEMO_MERCHANTS, demoOrganizations);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

const recorded = async () =>
  (
    await queryRows<{ reference: string; at: string; amount: string }>(
      t.database.db,
      sql`select reference, trn_date::text as at, amount::text from core.merchant_transactions order by reference`,
    )
  ).map((r) => `${r.reference} ${new Date(r.at).toISOString()} ${r.amount}`);

const planned = (...times: Date[]) =>
  [
    ...new Set(
      times.flatMap((at) =>
        plannedMerchantPayments(at, DEMO_MERCHANTS, demoOrganizations).map(
          (p) => `${p.reference} ${p.trnDate.toISOString()} ${p.amount}`,
        ),
      ),
    ),
  ].sort();

describe('the demo merchants’ payments', () => {
  it('are those planned up to each start, a later start adding only what came since', async () => {
    await t.database.db.execute(sql`delete from core.merchant_transactions`);
    const first = new Date('2026-11-21T09:00:00Z');
    t.clock.set(first);
    await seeder.run(t.database.db, t.config, t.clock);
    expect(await recorded()).toEqual(planned(first));

    // Later the same day, then three days on: the day's later payments, then the days between.
    const sameDay = new Date(first.getTime() + 8 * HOUR);
    const later = new Date(first.getTime() + 3 * 24 * HOUR + 2 * HOUR);
    for (const at of [sameDay, later]) {
      t.clock.set(at);
      await seeder.run(t.database.db, t.config, t.clock);
    }
    const all = planned(first, sameDay, later);
    expect(all.length).toBeGreaterThan(planned(first).length);
    expect(await recorded()).toEqual(all);

    // A start with nothing new adds nothing.
    await seeder.run(t.database.db, t.config, t.clock);
    expect(await recorded()).toEqual(all);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { reportsApi } from '@console/contract';
import { identitySeeder } from '../../demo/identity.ts';
import { DAHAB, insertCustomers } from '../../test/customer-fixtures.ts';
import { recordActivity } from '../../platform/audit.ts';
import { bearer, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { activityPage } from './activity.repository.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
let customer: { id: string; rowVersion: number };

const get = (url: string, who: string) =>
  t.app.inject({ url: `/api/api/${url}`, headers: bearer(tokens[who]!) });

const timeline = async (who: string, query = '') => {
  const res = await get(`Reports/Activity?recordId=${customer.id}${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: reportsApi.ActivityItem[]; totalItems: number }>();
};

beforeAll(async () => {
  t = await createTestApp();
  await identitySeeder.run(t.database.db, t.config, t.clock);
  for (const name of ['officer', 'supervisor', 'salaam.supervisor', 'auditor'])
    tokens[name] = await tokenFor(t, name);
  const [inserted] = await insertCustomers(t, [{ name: 'Hodan Timeline', email: 'hodan@mail.example' }]);
  customer = inserted!;
  // An event years before today's: a timeline without dates reaches it.
  await recordActivity(
    t.database.db,
    { userName: 'officer', at: new Date('2020-01-01T08:00:00Z') },
    {
      type: 'Customer',
      event: 'Registered',
      organizationId: DAHAB,
      targetType: 'Customer',
      targetId: customer.id,
      changes: [{ field: 'name', old: null, new: 'Hodan Timeline' }],
    },
  );
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/api/Customers/${customer.id}/${customer.rowVersion}`,
    headers: bearer(tokens.officer!),
    payload: { name: 'Hodan T. Timeline', email: 'hodan@mail.example', city: 'Hargeisa' },
  });
  expect(res.statusCode, res.body).toBe(204);
});
afterAll(() => t.close());

describe('a record’s timeline (Reports/Activity?recordId=)', () => {
  it('shows an edit with the old and new value of each changed field, newest first, over all time', async () => {
    const page = await timeline('supervisor');
    expect(page.totalItems).toBe(2);
    expect(page.items.map((i) => i.event)).toEqual(['Updated', 'Registered']);
    expect(page.items[0]).toMatchObject({
      type: 'Customer',
      event: 'Updated',
      createdBy: 'officer',
      actor: 'officer',
      targetType: 'Customer',
      targetId: customer.id,
      changes: [
        { field: 'name', old: 'Hodan Timeline', new: 'Hodan T. Timeline' },
        { field: 'city', old: null, new: 'Hargeisa' },
      ],
    });
  });

  it('keeps the reader’s scope: another organization’s reader sees none of the record’s events', async () => {
    expect(await timeline('salaam.supervisor')).toMatchObject({ items: [], totalItems: 0 });
    expect((await timeline('auditor')).totalItems).toBe(2);
    const today = await timeline('auditor', `&startDate=${encodeURIComponent('2026-01-01T00:00:00Z')}`);
    expect(today.items.map((i) => i.event)).toEqual(['Updated']);
  });

  it('exports the changes as text in the CSV', async () => {
    const res = await get(`Reports/Activity/Export?recordId=${customer.id}`, 'supervisor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.body).toContain('name: Hodan Timeline → Hodan T. Timeline; city: — → Hargeisa');
  });

  it('answers 400, not 500, to junk in recordId', async () => {
    for (const junk of ['%00', 'a%00b', 'x'.repeat(101), '%0Aline']) {
      const res = await get(`Reports/Activity?recordId=${junk}`, 'supervisor');
      expect(res.statusCode, junk).toBe(400);
    }
  });
});

describe('the activity page of every organization', () => {
  it('runs the plan PostgreSQL kept, not one made again at every request', async () => {
    const filter = {
      start: new Date('2020-01-01T00:00:00Z'),
      end: t.clock.now(),
      createdBy: undefined,
      type: undefined,
      recordId: customer.id,
      scope: { all: true as const },
    };
    // One connection (a transaction), so that its prepared statements are the ones read.
    await t.database.db.transaction(async (tx) => {
      const plans = async () =>
        new Map(
          (
            await queryRows<{ name: string; generic: number; custom: number }>(
              tx,
              sql`select name, generic_plans::int as generic, custom_plans::int as custom
                  from pg_prepared_statements where statement like '%from "activity_events"%limit 10'`,
            )
          ).map((p) => [p.name, p]),
        );
      const before = await plans();
      for (let i = 0; i < 20; i++)
        expect((await activityPage(tx, { page: 0, size: 10 }, filter)).totalItems).toBe(2);
      const ran = [...(await plans()).values()]
        .map((p) => ({
          generic: p.generic - (before.get(p.name)?.generic ?? 0),
          custom: p.custom - (before.get(p.name)?.custom ?? 0),
        }))
        .filter((p) => p.generic + p.custom > 0);
      // One statement, planned for its values at most its first five runs, then kept.
      expect(ran).toHaveLength(1);
      expect(ran[0]!.custom).toBeLessThanOrEqual(5);
    });
  });
});

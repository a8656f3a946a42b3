import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { bearer } from '../../test/auth-helpers.ts';
import { customerListReaders, DAHAB, SALAAM } from '../../test/customer-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A page past the first 1,000 customers of the whole list starts at the day its first row falls
// in. 2,400 customers over five days, in pairs created at the same instant, one pair at
// midnight: every page must be the one that stepping over the rows before it gives.
const COUNT = 2400;
const SIZE = 50;

let t: TestApp;
let officer: string;
let headOffice: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ officer, headOffice } = await customerListReaders(t));
  const start = Date.UTC(2026, 2, 1, 23, 0);
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    organizationId: i % 3 === 0 ? SALAAM : DAHAB,
    name: `Deeq Page ${i}`,
    mobile: `+25263${String(i).padStart(7, '0')}`,
    email: `deeq.${i}@mail.example`,
    status: 'Approved' as const,
    createdBy: 'officer',
    // Two customers a time, six minutes apart, from an hour before midnight on.
    createdAt: new Date(start + Math.floor(i / 2) * 6 * 60_000),
    timeStamp: t.clock.now(),
  }));
  await t.database.db.insert(customers).values(rows);
});
afterAll(() => t.close());

/** The ids of a page as the whole list orders them, read by stepping over the rows before it. */
async function expected(organizations: string[] | null, page: number) {
  const scoped = organizations ? sql`and organization_id in (${sql.join(organizations, sql`, `)})` : sql``;
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from customers where not is_deleted ${scoped}
        order by created_at desc, id asc limit ${SIZE} offset ${page * SIZE}`,
  );
  return rows.map((r) => r.id);
}

async function listed(token: string, page: number) {
  const res = await t.app.inject({
    url: `/api/api/Customers?page=${page}&size=${SIZE}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ items: { id: string }[]; totalItems: number; totalAtLeast: boolean }>();
  return { ids: body.items.map((i) => i.id), total: body.totalItems, atLeast: body.totalAtLeast };
}

async function expectPagesAsStepped(live: number, dahab: number) {
  for (const page of [0, 19, 20, 21, 29, 30, 31, 45, Math.ceil(live / SIZE) - 1, Math.ceil(live / SIZE)]) {
    const got = await listed(headOffice, page);
    expect(got.ids, `head office, page ${page}`).toEqual(await expected(null, page));
    expect(got).toMatchObject({ total: live, atLeast: false });
  }
  for (const page of [19, 20, 25, Math.ceil(dahab / SIZE) - 1, Math.ceil(dahab / SIZE)]) {
    const got = await listed(officer, page);
    expect(got.ids, `officer, page ${page}`).toEqual(await expected([DAHAB], page));
    expect(got.total).toBe(dahab);
  }
}

describe('a deep page of the whole customers list', () => {
  it('holds the rows that stepping over the ones before it gives, in every scope', async () => {
    await expectPagesAsStepped(COUNT, COUNT - COUNT / 3);
  });

  it('follows customers deleted, moved and restored', async () => {
    const db = t.database.db;
    const ofRange = (from: number, to: number) =>
      sql`email like 'deeq.%' and split_part(split_part(email, '@', 1), '.', 2)::int between ${from} and ${to}`;
    await db.update(customers).set({ isDeleted: true }).where(ofRange(100, 199));
    await db.update(customers).set({ organizationId: SALAAM }).where(ofRange(1000, 1059));
    const [{ dahab = 0 } = {}] = await queryRows<{ dahab: number }>(
      db,
      sql`select count(*)::int as dahab from customers where not is_deleted and organization_id = ${DAHAB}`,
    );
    await expectPagesAsStepped(COUNT - 100, dahab);
    await db.update(customers).set({ isDeleted: false }).where(ofRange(100, 199));
    await db.update(customers).set({ organizationId: DAHAB }).where(ofRange(1000, 1059));
    await expectPagesAsStepped(COUNT, COUNT - COUNT / 3 + 20);
  });
});

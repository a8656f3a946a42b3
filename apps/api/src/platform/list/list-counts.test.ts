import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Executor } from '../../db/client.ts';
import { activityDays, customers, workCounts } from '../../db/schema/index.ts';
import { bearer } from '../../test/auth-helpers.ts';
import { customerListReaders, DAHAB, SALAAM } from '../../test/customer-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { heldOpen, withoutWaiting } from '../../test/writers-at-once.ts';

// The kept counts (a list's total, a day's customers, the customers holding a name's word) may be
// several rows a key, as writers at once leave them; the lists read their sum, and the upkeep
// merges them.
let t: TestApp;
let headOffice: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ headOffice } = await customerListReaders(t));
  await write(t.database.db, DAHAB, 'Hodan Kept', '2026-03-02T09:00:00Z', 0);
  await write(t.database.db, SALAAM, 'Ilhan Kept', '2026-03-02T10:00:00Z', 1);
});
afterAll(() => t.close());

function write(exec: Executor, organizationId: string, name: string, at: string, n: number) {
  return exec.insert(customers).values({
    organizationId,
    name,
    mobile: `+2526190${String(n).padStart(5, '0')}`,
    email: `kept.${n}@mail.example`,
    status: 'Pending',
    createdBy: 'officer',
    createdAt: new Date(at),
    timeStamp: t.clock.now(),
  });
}

/** The whole list's total and the pending filter's, as head office reads them. */
async function totals() {
  const total = async (query: string) => {
    const res = await t.app.inject({ url: `/api/api/Customers?size=1${query}`, headers: bearer(headOffice) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ totalItems: number }>().totalItems;
  };
  return { all: await total(''), pending: await total('&status=Pending') };
}

/** Each key's rows and sum, of the lists' totals, the days of customers and their names' words. */
async function kept() {
  return queryRows<{ key: string; rows: number; n: number }>(
    t.database.db,
    sql`select key, count(*)::int as rows, sum(n)::int as n from list_counts
          where key like 'customers%' group by key
        union all
        select key || ' ' || day || ' ' || organization_id, count(*)::int, sum(n)::int from list_day_counts
          where key = 'customers' group by key, day, organization_id
        union all
        select 'word ' || word || ' ' || organization_id, count(*)::int, sum(n)::int
          from customer_name_word_counts group by word, organization_id
        order by 1`,
  );
}

/** The live customers as a plain count gives them, per key. */
async function counted() {
  return queryRows<{ key: string; n: number }>(
    t.database.db,
    sql`select 'customers' as key, count(*)::int as n from customers where not is_deleted
        union all
        select 'customers:status:' || status, count(*)::int from customers where not is_deleted group by status
        union all
        select 'customers ' || (created_at at time zone 'UTC')::date || ' ' || organization_id, count(*)::int
          from customers where not is_deleted group by 1
        union all
        select 'word ' || w || ' ' || organization_id, count(*)::int
          from customers, lateral (select distinct w from unnest(name_words) w where w <> '') held
          where not is_deleted group by w, organization_id
        order by 1`,
  );
}

/** Splits every kept count into two rows of the same sum, as two writers at once would. */
async function split() {
  await t.database.db.execute(sql`
    with first as (update list_counts set n = n - 1 where key like 'customers%' returning key)
    insert into list_counts (key, n) select key, 1 from first`);
  await t.database.db.execute(sql`
    with first as (update list_day_counts set n = n - 1 where key = 'customers' returning day, organization_id)
    insert into list_day_counts (key, day, organization_id, n) select 'customers', day, organization_id, 1 from first`);
  await t.database.db.execute(sql`
    with first as (update customer_name_word_counts set n = n - 1 returning word, organization_id)
    insert into customer_name_word_counts (word, organization_id, n) select word, organization_id, 1 from first`);
}

const merge = async () => {
  await t.jobs.sendUpkeep('merge-counts');
  await t.jobs.runDue();
};

describe('kept counts', () => {
  it('read as the sum of their rows, and merged into one row a key by the upkeep', async () => {
    const before = await totals();
    await split();
    const parts = await kept();
    expect(parts.every((k) => k.rows === 2)).toBe(true);
    expect(await totals()).toEqual(before);
    await merge();
    const merged = await kept();
    expect(merged.every((k) => k.rows === 1)).toBe(true);
    expect(merged.filter((k) => k.n > 0).map(({ key, n }) => ({ key, n }))).toEqual(
      expect.arrayContaining(await counted()),
    );
    expect(await totals()).toEqual(before);
  });

  it('follow a customer deleted and restored, in its transaction', async () => {
    const before = await totals();
    const [hodan] = await t.database.db
      .update(customers)
      .set({ isDeleted: true })
      .where(eq(customers.name, 'Hodan Kept'))
      .returning({ id: customers.id });
    expect(await totals()).toEqual({ all: before.all - 1, pending: before.pending - 1 });
    await t.database.db.update(customers).set({ isDeleted: false }).where(eq(customers.id, hodan!.id));
    expect(await totals()).toEqual(before);
    await merge();
    expect((await kept()).filter((k) => k.n > 0).map(({ key, n }) => ({ key, n }))).toEqual(
      expect.arrayContaining(await counted()),
    );
  });

  it("merges the rows of a day of all users' activity, each count summed", async () => {
    const day = { day: '2026-03-02', organizationId: DAHAB };
    const counts = (n: number) => ({
      applications: n,
      linkedAccounts: 2 * n,
      deLinkedAccounts: 3 * n,
      setLimitCount: 4 * n,
      resetPinCount: 5 * n,
      resetPhysicalCardPinCount: 6 * n,
      events: 30 * n,
    });
    await t.database.db.insert(activityDays).values([1, 10, 100].map((n) => ({ ...day, ...counts(n) })));
    await merge();
    const rows = await t.database.db
      .select()
      .from(activityDays)
      .where(and(eq(activityDays.day, day.day), eq(activityDays.organizationId, DAHAB)));
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([{ ...day, ...counts(111) }]);
  });

  it("merges the work queue's counts, no organization and no assignee being one key each", async () => {
    const key = { area: 'AdminChange', organizationId: null, madeBy: 'kept.maker', assigneeId: null };
    await t.database.db.insert(workCounts).values([
      { ...key, n: 2 },
      { ...key, n: 3 },
      { ...key, organizationId: DAHAB, n: 7 },
      { ...key, organizationId: DAHAB, n: -1 },
    ]);
    await merge();
    const rows = await t.database.db
      .select({ organizationId: workCounts.organizationId, n: workCounts.n })
      .from(workCounts)
      .where(eq(workCounts.madeBy, key.madeBy))
      .orderBy(workCounts.organizationId);
    expect(rows).toEqual([
      { organizationId: DAHAB, n: 6 },
      { organizationId: null, n: 5 },
    ]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('writers at once, on a PostgreSQL server', () => {
  it("never wait on one another's counts, and the upkeep leaves what a writer holds", async () => {
    const before = await totals();
    // The first writer holds its new customer's counts until it is let go.
    const first = heldOpen(t.database.db, (tx) => write(tx, DAHAB, 'Hodan Held', '2026-03-02T11:00:00Z', 2));
    await first.written;
    // Another officer of the same organization registers a customer of the same day and the same
    // first name meanwhile, and would time out if it waited for the first one's rows. (A word new
    // to the vocabulary, written by both at once, would wait for the first's commit: its unique
    // index cannot tell before. "Hodan" is known already.)
    await withoutWaiting(t.database.db, (tx) =>
      write(tx, DAHAB, 'Hodan Meanwhile', '2026-03-02T11:01:00Z', 3),
    );
    // The upkeep merges what it can meanwhile, and waits on no writer either.
    await withoutWaiting(t.database.db, (tx) => tx.execute(sql`select merge_counts()`));
    expect(await totals()).toEqual({ all: before.all + 1, pending: before.pending + 1 });
    await first.letGo();
    expect(await totals()).toEqual({ all: before.all + 2, pending: before.pending + 2 });
    await merge();
    const merged = await kept();
    expect(merged.every((k) => k.rows === 1)).toBe(true);
    expect(merged.filter((k) => k.n > 0).map(({ key, n }) => ({ key, n }))).toEqual(
      expect.arrayContaining(await counted()),
    );
    // And another organization's writer never met the first one's rows at all.
    expect(merged.some((k) => k.key.endsWith(SALAAM))).toBe(true);
  });

  it("never wait on one another's count of the work queue, one maker's items claimed at once", async () => {
    const add = (exec: Executor, n: number) =>
      exec.execute(sql`select work_count_add('Application', ${DAHAB}::uuid, 'Claimed.Maker', null, ${n})`);
    await add(t.database.db, 5);
    const held = heldOpen(t.database.db, (tx) => add(tx, -1));
    await held.written;
    await withoutWaiting(t.database.db, (tx) => add(tx, -1));
    await held.letGo();
    await merge();
    expect(
      await t.database.db
        .select({ n: workCounts.n })
        .from(workCounts)
        .where(eq(workCounts.madeBy, 'claimed.maker')),
    ).toEqual([{ n: 3 }]);
  });
});

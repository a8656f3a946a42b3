import { P } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Executor } from '../../db/client.ts';
import { listCustomers } from '../../modules/customers/customer-list.repository.ts';
import { bearer, tokenFor } from '../../test/auth-helpers.ts';
import { customerListReaders, DAHAB, SALAAM } from '../../test/customer-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { everyOrganization } from '../org-scope.ts';

// A page past the first 1,000 rows of a list counted by day (the customers' whole list, the
// businesses, the card requisitions and the applications of a status) starts at the day its first
// row falls in.
// 2,400 rows a table over five days, in pairs created at the same instant, one pair at midnight,
// a third of them in another organization and a fourth of them in another status: every page
// must be the one that stepping over the rows before it gives, and the rows kept per day under the
// list's key what counting them gives.
const COUNT = 2400;
const SIZE = 50;

interface Counted {
  name: string;
  url: string;
  /** The key its cached total and its days are kept under (list_counts, list_day_counts). */
  key: string;
  table: SQL;
  /** The rows of the list's page, beside not deleted. */
  shown: SQL;
  /** The number each row of the test carries. */
  n: SQL;
  /** How a row leaves the list's status and comes back, when it has one. */
  leave?: SQL;
  back?: SQL;
}

const lists: Counted[] = [
  {
    name: 'customers, the whole list',
    url: 'Customers',
    key: 'customers',
    table: sql`customers`,
    shown: sql`true`,
    n: sql`split_part(split_part(email, '@', 1), '.', 2)::int`,
  },
  {
    name: 'businesses Completed',
    url: 'Businesses?status=Completed',
    key: 'businesses:status:Completed',
    table: sql`businesses`,
    shown: sql`status = 'Completed'`,
    n: sql`substr(registration_number, 4)::int`,
    leave: sql`status = 'Rejected'`,
    back: sql`status = 'Completed'`,
  },
  {
    name: 'card requisitions Completed',
    url: 'Accounts/Cards/Requisitions?status=Completed',
    key: 'card_requisitions:Card:status:Completed',
    table: sql`card_requisitions`,
    shown: sql`request_type = 'Card' and status = 'Completed'`,
    n: sql`account_number::int`,
    leave: sql`status = 'Approved'`,
    back: sql`status = 'Completed'`,
  },
  {
    name: 'applications Completed',
    url: 'Applications?status=Completed',
    key: 'applications:main:status:Completed',
    table: sql`applications`,
    shown: sql`not is_shadow and status = 'Completed'`,
    n: sql`account_number::int`,
    leave: sql`status = 'Declined'`,
    back: sql`status = 'Completed'`,
  },
];

let t: TestApp;
let officer: string;
let headOffice: string;
beforeAll(async () => {
  t = await createTestApp();
  await customerListReaders(t);
  const lists = [P.ListCustomers, P.ListBusinesses, P.ListCardRequisitions, P.ListApplications];
  officer = await tokenFor(t, 'officer', lists);
  headOffice = await tokenFor(t, 'auditor', [...lists, P.AllOrganizations]);
  // Two rows a time, six minutes apart, from an hour before midnight on; one in four pending.
  const rows = sql`from generate_series(0, ${COUNT - 1}) g,
    lateral (select timestamptz '2026-03-01 23:00Z' + (g / 2) * interval '6 minutes' as at,
                    case when g % 3 = 0 then ${SALAAM}::uuid else ${DAHAB}::uuid end as org,
                    g % 4 = 3 as pending) r`;
  const db = t.database.db;
  await db.execute(sql`
    insert into customers (organization_id, name, mobile, email, status, created_by, created_at, time_stamp)
    select org, 'Deeq Page ' || g, '+25263' || lpad(g::text, 7, '0'), 'deeq.' || g || '@mail.example',
           'Approved', 'officer', at, at ${rows}`);
  await db.execute(sql`
    insert into businesses (organization_id, name, registration_number, registration_date, type, email,
                            countries_traded_with, signatory_type, account_type, currency, branch_code, status,
                            created_by, created_at, time_stamp)
    select org, 'Deeq Trading ' || g, 'DP-' || lpad(g::text, 6, '0'), date '2020-01-01', 'Partnership',
           'deeq.' || g || '@business.example', array['KE'], 'Sole', 'Business Current', 'USD', '001',
           (case when pending then 'Pending' else 'Completed' end)::business_status, 'officer', at, at ${rows}`);
  await db.execute(sql`
    insert into card_requisitions (request_type, organization_id, account_number, status, product_type, card_type,
                                   currency, created_by, created_at, time_stamp)
    select 'Card', org, lpad(g::text, 10, '0'),
           (case when pending then 'Pending' else 'Completed' end)::card_requisition_status,
           'Visa Classic', 'Debit', 'USD', 'cards', at, at ${rows}`);
  // An application of each customer above, in its organization and at its time.
  await db.execute(sql`
    insert into applications (customer_id, organization_id, account_type, currency, branch_code, status,
                              account_number, created_by, created_at, time_stamp)
    select c.id, org, 'SAV', 'USD', '001',
           (case when pending then 'Pending' else 'Completed' end)::application_status,
           lpad(g::text, 10, '0'), 'officer', at, at ${rows}, customers c
    where c.mobile = '+25263' || lpad(g::text, 7, '0')`);
  // Note: 9,600 rows through every trigger of their tables. On the embedded database this takes
  // some 30 s when the machine is quiet, and took over a minute with the two cores loaded.
}, 180_000);
afterAll(() => t.close());

const inRange = (list: Counted, from: number, to: number) => sql`${list.n} between ${from} and ${to}`;

/** The ids of a page as the list orders them, read by stepping over the rows before it. */
async function expected(list: Counted, organizations: string[] | null, page: number) {
  const scoped = organizations ? sql`and organization_id in (${sql.join(organizations, sql`, `)})` : sql``;
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from ${list.table} where not is_deleted and ${list.shown} ${scoped}
        order by created_at desc, id asc limit ${SIZE} offset ${page * SIZE}`,
  );
  return rows.map((r) => r.id);
}

async function shownCount(list: Counted, organization: string | null) {
  const scoped = organization ? sql`and organization_id = ${organization}` : sql``;
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${list.table} where not is_deleted and ${list.shown} ${scoped}`,
  );
  return row?.n ?? 0;
}

/** The rows of the list per day (UTC) and organization, as kept under its key and as counted. */
async function days(list: Counted) {
  const kept = await queryRows<{ day: string; org: string; n: number }>(
    t.database.db,
    sql`select day::text, organization_id::text as org, sum(n)::int as n from list_day_counts
        where key = ${list.key} group by 1, 2 having sum(n) <> 0 order by 1, 2`,
  );
  const counted = await queryRows<{ day: string; org: string; n: number }>(
    t.database.db,
    sql`select (created_at at time zone 'UTC')::date::text as day, organization_id::text as org, count(*)::int as n
        from ${list.table} where not is_deleted and ${list.shown} group by 1, 2 order by 1, 2`,
  );
  return { kept, counted };
}

async function listed(list: Pick<Counted, 'url'>, token: string, page: number) {
  const joiner = list.url.includes('?') ? '&' : '?';
  const res = await t.app.inject({
    url: `/api/api/${list.url}${joiner}page=${page}&size=${SIZE}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ items: { id: string }[]; totalItems: number }>();
  return { ids: body.items.map((i) => i.id), total: body.totalItems };
}

async function expectPagesAsStepped(list: Counted) {
  const { kept, counted } = await days(list);
  expect(kept, 'its days as kept').toEqual(counted);
  const live = await shownCount(list, null);
  const dahab = await shownCount(list, DAHAB);
  expect(live).toBeGreaterThan(1000 + SIZE);
  const last = (n: number) => Math.ceil(n / SIZE) - 1;
  for (const page of [0, 19, 20, 21, 29, 30, 31, last(live) - 1, last(live), last(live) + 1]) {
    const got = await listed(list, headOffice, page);
    expect(got.ids, `head office, page ${page}`).toEqual(await expected(list, null, page));
    expect(got.total).toBe(live);
  }
  for (const page of [0, 19, 20, 25, last(dahab), last(dahab) + 1]) {
    const got = await listed(list, officer, page);
    expect(got.ids, `officer, page ${page}`).toEqual(await expected(list, [DAHAB], page));
    expect(got.total).toBe(dahab);
  }
}

describe.each(lists)('a deep page of $name', (list) => {
  it('holds the rows that stepping over the ones before it gives, in every scope', async () => {
    await expectPagesAsStepped(list);
  });

  it('follows rows deleted, moved to another organization or status, and restored', async () => {
    const db = t.database.db;
    const update = (set: SQL, from: number, to: number) =>
      db.execute(sql`update ${list.table} set ${set} where ${inRange(list, from, to)}`);
    await update(sql`is_deleted = true`, 100, 199);
    await update(sql`organization_id = ${SALAAM}`, 1000, 1059);
    if (list.leave) await update(list.leave, 1200, 1239);
    await expectPagesAsStepped(list);
    await update(sql`is_deleted = false`, 100, 199);
    await update(sql`organization_id = ${DAHAB}`, 1000, 1059);
    if (list.back) await update(list.back, 1200, 1239);
    await expectPagesAsStepped(list);
  });
});

describe('a deep page of the applications sorted by their customers’ names', () => {
  it('holds the rows that the sort gives, in every scope', async () => {
    const sorted = async (organizations: string[] | null, page: number) => {
      const scoped = organizations
        ? sql`and a.organization_id in (${sql.join(organizations, sql`, `)})`
        : sql``;
      const rows = await queryRows<{ id: string }>(
        t.database.db,
        sql`select a.id from applications a join customers c on c.id = a.customer_id
            where not a.is_deleted and not a.is_shadow and a.status = 'Completed' ${scoped}
            order by lower(c.name) desc, a.created_at desc, a.id asc limit ${SIZE} offset ${page * SIZE}`,
      );
      return rows.map((r) => r.id);
    };
    const list = { url: 'Applications?status=Completed&sort=customerName,desc' };
    for (const page of [0, 21, 30]) {
      expect((await listed(list, headOffice, page)).ids, `head office, page ${page}`).toEqual(
        await sorted(null, page),
      );
      expect((await listed(list, officer, page)).ids, `officer, page ${page}`).toEqual(
        await sorted([DAHAB], page),
      );
    }
  });
});

describe('a page of a user of several organizations, or of none', () => {
  it('holds the rows of those organizations, and none of no organization', async () => {
    const list = lists[0]!;
    const both = { all: false as const, organizationIds: [DAHAB, SALAAM] };
    const total = (await shownCount(list, DAHAB)) + (await shownCount(list, SALAAM));
    // The last: past their last row, where no row of the page carries the total.
    for (const page of [0, 1, 30, 100_000]) {
      const got = await listCustomers(t.database.db, { page, size: SIZE }, both, 1000);
      expect(
        got.items.map((c) => c.id),
        `page ${page}`,
      ).toEqual(await expected(list, [DAHAB, SALAAM], page));
      expect(got.totalItems).toBe(total);
    }
    const none = { all: false as const, organizationIds: [] };
    expect(await listCustomers(t.database.db, { page: 0, size: SIZE }, none, 1000)).toMatchObject({
      items: [],
      totalItems: 0,
    });
  });
});

describe('the statements of a page past the first', () => {
  type Plans = Map<string, { name: string; generic: number; custom: number }>;
  /** The statements prepared on the connection of `exec`, with how often each was planned how. */
  const plans = async (exec: Executor): Promise<Plans> =>
    new Map(
      (
        await queryRows<{ name: string; generic: number; custom: number }>(
          exec,
          sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
              where statement not like '%pg_prepared_statements%'`,
        )
      ).map((p) => [p.name, p]),
    );
  /** The statements run since `before`, with how often each ran its kept plan. */
  const ranSince = async (exec: Executor, before: Plans) =>
    [...(await plans(exec)).values()]
      .map((p) => {
        const was = before.get(p.name) ?? { generic: 0, custom: 0 };
        return {
          name: p.name,
          runs: p.generic + p.custom - was.generic - was.custom,
          kept: p.generic - was.generic,
        };
      })
      .filter((p) => p.runs > 0);
  const pages = async (exec: Executor, numbers: number[], times: number) => {
    for (let i = 0; i < times; i++)
      for (const page of numbers) await listCustomers(exec, { page, size: SIZE }, everyOrganization, 1000);
  };

  // One connection (a transaction), so that its prepared statements are the ones read.
  it('run the plans PostgreSQL kept for a deep page, not plans made again at every request', async () => {
    await t.database.db.transaction(async (tx) => {
      const before = await plans(tx);
      await pages(tx, [21, 25, 30], 10);
      const ran = await ranSince(tx, before);
      // The one that finds the days of the page, and the page's own.
      expect(ran).toHaveLength(2);
      for (const p of ran) expect(p.kept, p.name).toBeGreaterThan(20);
    });
  });

  it('and for a narrower scope, the plans kept for its number of organizations', async () => {
    const scope = { all: false as const, organizationIds: [DAHAB] };
    await t.database.db.transaction(async (tx) => {
      const before = await plans(tx);
      for (let i = 0; i < 20; i++)
        for (const page of [0, 21, 25, 30]) await listCustomers(tx, { page, size: SIZE }, scope, 1000);
      const ran = await ranSince(tx, before);
      // The first page's, a deep page's and the one that finds its days; the organization's total
      // is read within the pages' statements.
      expect(ran).toHaveLength(3);
      // Each planned for its values at most its first five times, as PostgreSQL does, then kept.
      for (const p of ran) expect(p.runs - p.kept, p.name).toBeLessThanOrEqual(5);
    });
  });

  it('and for a page within the first 1,000 rows, one statement per page', async () => {
    await t.database.db.transaction(async (tx) => {
      const before = await plans(tx);
      await pages(tx, [1, 2, 19], 20);
      const ran = await ranSince(tx, before);
      expect(ran).toHaveLength(3);
      for (const p of ran) expect(p.kept, p.name).toBeGreaterThan(10);
    });
  });
});

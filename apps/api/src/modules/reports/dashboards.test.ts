import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityEvent, type ActivityType, countedEvents, messages, P } from '@console/contract';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import { queryRows } from '../../db/client.ts';
import { NO_ORGANIZATION } from '../../db/schema/dashboards.ts';
import { recordActivity } from '../../platform/audit.ts';
import { bearer, codeNow, firstSignIn, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore, otpFor } from '../../test/core-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { heldOpen, withoutWaiting } from '../../test/writers-at-once.ts';
import { SPAN_DAYS, spansOf } from './range.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const org = DEMO_CORE.org.id;
const DAY = '2026-11-21';

const get = (url: string, who: string) =>
  t.app.inject({ url: `/api/api/${url}`, headers: bearer(tokens[who]!) });

interface Stats {
  summary: Record<string, number>;
  users: ({ createdBy: string } & Record<string, number>)[];
  days: ({ day: string } & Record<string, number>)[];
}
const stats = async (who: string, query = '') => {
  const res = await get(`Reports/Dashboards/Stats${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Stats>();
};
const range = (start: string, end: string, extra = '') =>
  `?startDate=${encodeURIComponent(start)}&endDate=${encodeURIComponent(end)}${extra}`;

/** The count of the dashboards each counted pair adds to. */
const columnOf: Record<string, string> = {
  applicationCreated: 'applications',
  linkAccount: 'linkedAccounts',
  deLinkAccount: 'deLinkedAccounts',
  setLimit: 'setLimitCount',
  resetPin: 'resetPinCount',
  resetCardPin: 'resetPhysicalCardPinCount',
};
const keptCounts = sql.raw(`applications::int as "applications",
  linked_accounts::int as "linkedAccounts", de_linked_accounts::int as "deLinkedAccounts",
  set_limit_count::int as "setLimitCount", reset_pin_count::int as "resetPinCount",
  reset_physical_card_pin_count::int as "resetPhysicalCardPinCount", events::int as "events"`);

/** The same counts summed over a day's rows of all users, which hold them in one row or more. */
const summed = sql.raw(`sum(applications) as applications, sum(linked_accounts) as linked_accounts,
  sum(de_linked_accounts) as de_linked_accounts, sum(set_limit_count) as set_limit_count,
  sum(reset_pin_count) as reset_pin_count, sum(reset_physical_card_pin_count) as reset_physical_card_pin_count,
  sum(events) as events`);

/** The organization of an event as the count tables key it (the nil uuid for none). */
const orgKey = sql.raw(`coalesce(organization_id, '${NO_ORGANIZATION}')`);

/** An event as another area's operation writes it, at a chosen time. */
const write = (
  userName: string,
  at: string,
  e: { type: ActivityType; event: ActivityEvent },
  remarks: string | null = null,
  organizationId: string | null = org,
) => recordActivity(t.database.db, { userName, at: new Date(at) }, { ...e, remarks, organizationId });

beforeAll(async () => {
  const made = await createAppWithCore();
  t = made.t;
  await seed(t);
  for (const name of ['supervisor', 'admin', 'auditor', 'support', 'merchant', 'nobody'])
    tokens[name] = await tokenFor(t, name);
  // The officer signs in for real: the PIN reset asks for their own authenticator code.
  const officer = await firstSignIn(t, 'officer');
  tokens.officer = officer.token;
  // Real operations, on 21 November 2026 at 09:00 UTC (the test clock).
  for (const mobile of ['+252618900001', '+252618900002']) {
    const oTP = await otpFor(t, tokens.officer, tokens.admin!, {
      organizationId: org,
      phone: mobile,
      operation: 'NewApplication',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api/Applications',
      headers: bearer(tokens.officer),
      payload: {
        organizationId: org,
        accountType: 'SAV',
        currency: 'USD',
        mobile,
        oTP,
        language: 'Somali',
        customer: { name: `Dashboard ${mobile.slice(-4)}`, email: `d${mobile.slice(-4)}@mail.example` },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const oTP = await otpFor(t, tokens.officer, tokens.admin!, {
    organizationId: org,
    phone: DEMO_CORE.onePhone,
    operation: 'ResetPin',
    customerId: DEMO_CORE.oneCustomerId,
  });
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/api/Customers/ResetPin',
    headers: bearer(tokens.officer),
    payload: {
      organizationId: org,
      customerId: DEMO_CORE.oneCustomerId,
      mobile: DEMO_CORE.onePhone,
      oTP,
      totp: await codeNow(t, officer.secret),
    },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  // The account and card operations' events, as their areas write them.
  await write('supervisor', `${DAY}T10:00:00Z`, countedEvents.linkAccount);
  await write('supervisor', `${DAY}T10:05:00Z`, countedEvents.linkAccount);
  await write('supervisor', `${DAY}T10:10:00Z`, countedEvents.deLinkAccount);
  await write('supervisor', `${DAY}T10:15:00Z`, countedEvents.setLimit);
  await write('supervisor', `${DAY}T10:20:00Z`, countedEvents.resetCardPin);
  // Around midnight UTC.
  await write('edge.user', `${DAY}T00:00:00.000Z`, countedEvents.setLimit);
  await write('edge.user', `${DAY}T23:59:59.999Z`, countedEvents.linkAccount);
  await write('edge.user', '2026-11-22T00:00:00.000Z', countedEvents.linkAccount);
  await write('edge.user', '2026-11-22T01:30:00.000Z', countedEvents.deLinkAccount, '=HYPERLINK("x")');
});
afterAll(() => t.close());

describe('general dashboard', () => {
  it("counts today's events of real operations per user, per day and in all (default range)", async () => {
    const s = await stats('auditor');
    const officer = s.users.find((u) => u.createdBy === 'officer');
    expect(officer).toMatchObject({ applications: 2, resetPinCount: 1, linkedAccounts: 0 });
    expect(s.users.find((u) => u.createdBy === 'supervisor')).toMatchObject({
      applications: 0,
      linkedAccounts: 2,
      deLinkedAccounts: 1,
      setLimitCount: 1,
      resetPinCount: 0,
      resetPhysicalCardPinCount: 1,
    });
    expect(s.summary).toMatchObject({
      applications: 2,
      linkedAccounts: 3,
      deLinkedAccounts: 1,
      setLimitCount: 2,
      resetPinCount: 1,
      resetPhysicalCardPinCount: 1,
    });
    expect(s.days).toEqual([expect.objectContaining({ day: DAY, applications: 2, linkedAccounts: 3 })]);
  });

  it('filters by user', async () => {
    const s = await stats('auditor', `?createdBy=supervisor`);
    expect(s.users.map((u) => u.createdBy)).toEqual(['supervisor']);
    expect(s.summary.applications).toBe(0);
  });

  it('keeps the daily counts equal to a plain count over the events', async () => {
    const [diff] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from (
        (select (created_at at time zone 'UTC')::date as day, created_by, ${orgKey}, type, event,
           count(*)::bigint as c from activity_events group by 1, 2, 3, 4, 5
         except select day, created_by, organization_id, type, event, count from activity_daily_counts)
        union all
        (select day, created_by, organization_id, type, event, count from activity_daily_counts
         except select (created_at at time zone 'UTC')::date, created_by, ${orgKey}, type, event, count(*)::bigint
           from activity_events group by 1, 2, 3, 4, 5)) as d`,
    );
    expect(diff?.n).toBe(0);
  });

  it('keeps the days and every span of each user equal to the counted events (the pairs of countedEvents)', async () => {
    const perDay = await queryRows<{ key: string; type: string; event: string; n: number }>(
      t.database.db,
      sql`select (created_at at time zone 'UTC')::date::text || ' ' || created_by || ' ' || ${orgKey}::text as key,
          type, event, count(*)::int as n from activity_events group by 1, 2, 3`,
    );
    const expected = new Map<string, Record<string, number>>();
    const addTo = (key: string, type: string, event: string, n: number) => {
      const row = expected.get(key) ?? {};
      expected.set(key, row);
      row.events = (row.events ?? 0) + n;
      for (const [name, pair] of Object.entries(countedEvents))
        if (pair.type === type && pair.event === event)
          row[columnOf[name]!] = (row[columnOf[name]!] ?? 0) + n;
    };
    for (const r of perDay) {
      const [day, user, organization] = r.key.split(' ') as [string, string, string];
      addTo(`day ${day} ${organization}`, r.type, r.event, r.n);
      const n = Date.parse(`${day}T00:00:00Z`) / 86_400_000;
      for (const length of SPAN_DAYS) {
        const first = new Date((n - (n % length)) * 86_400_000).toISOString().slice(0, 10);
        addTo(`span ${length} ${first} ${user} ${organization}`, r.type, r.event, r.n);
      }
    }
    const kept = await queryRows<Record<string, number> & { key: string }>(
      t.database.db,
      sql`select 'day ' || day::text || ' ' || organization_id::text as key, ${keptCounts}
          from (select day, organization_id, ${summed} from activity_days group by 1, 2) as days
          union all
          select 'span ' || span_days || ' ' || first_day::text || ' ' || created_by || ' ' || organization_id::text,
          ${keptCounts} from activity_user_spans`,
    );
    expect(kept.length).toBe(expected.size);
    for (const { key, ...counts } of kept) {
      const want = expected.get(key)!;
      for (const [column, n] of Object.entries(counts))
        expect([key, column, n]).toEqual([key, column, want[column] ?? 0]);
    }
  });
});

describe('counts over months of events', () => {
  const users = ['span.one', 'span.two', 'span.three'];
  beforeAll(async () => {
    const pairs = Object.values(countedEvents);
    // One statement writes events on some 200 days, of three users, in an organization and in none.
    await t.database.db.execute(
      sql`insert into activity_events (type, event, created_by, actor, created_at, organization_id)
          select (${`{${pairs.map((p) => p.type).join(',')},Customer}`}::text[])[1 + g % ${pairs.length + 1}],
                 (${`{${pairs.map((p) => p.event).join(',')},Updated}`}::text[])[1 + g % ${pairs.length + 1}],
                 u, u, timestamptz '2025-12-01T00:00:00Z' + g * interval '97 minutes',
                 case when g % 4 = 0 then null else ${org}::uuid end
          from generate_series(0, 2999) g,
            lateral (select (${`{${users.join(',')}}`}::text[])[1 + g % 3] as u) as who`,
    );
    // And one at a time, on the first and last millisecond of a day.
    await write('span.one', '2026-02-01T00:00:00.000Z', countedEvents.setLimit);
    await write('span.one', '2026-02-01T23:59:59.999Z', countedEvents.linkAccount);
  });

  /** The dashboard's answer as a plain count over the events would give it. */
  async function plain(start: string, end: string, createdBy?: string) {
    const rows = await queryRows<{ user: string; day: string; type: string; event: string; n: number }>(
      t.database.db,
      sql`select created_by as "user", (created_at at time zone 'UTC')::date::text as "day", type, event,
          count(*)::int as n from activity_events
          where created_at >= ${start}::timestamptz and created_at <= ${end}::timestamptz
          ${createdBy ? sql`and created_by = ${createdBy}` : sql``}
          group by 1, 2, 3, 4`,
    );
    const summary: Record<string, number> = {};
    const byUser: Record<string, Record<string, number>> = {};
    const byDay: Record<string, Record<string, number>> = {};
    for (const r of rows) {
      for (const into of [summary, (byUser[r.user] ??= {}), (byDay[r.day] ??= {})]) {
        into.events = (into.events ?? 0) + r.n;
        for (const [name, pair] of Object.entries(countedEvents))
          if (pair.type === r.type && pair.event === r.event)
            into[columnOf[name]!] = (into[columnOf[name]!] ?? 0) + r.n;
      }
    }
    return { summary, byUser, byDay };
  }

  /** Only the counts that are not zero, as the plain count has them. */
  const nonZero = (counts: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(counts).filter(([k, v]) => typeof v === 'number' && v !== 0 && k !== 'day'),
    );

  it.each([
    ['seven whole months', '2025-12-01T00:00:00.000Z', '2026-06-30T23:59:59.999Z', undefined],
    ['parts of days at either end', '2026-01-13T05:00:00.000Z', '2026-03-02T17:30:00.000Z', undefined],
    ['one day', '2026-02-01T00:00:00.000Z', '2026-02-01T23:59:59.999Z', undefined],
    ['four months from the middle of one', '2026-01-14T00:00:00.000Z', '2026-05-22T23:59:59.999Z', undefined],
    ['one user, whole days', '2025-12-03T00:00:00.000Z', '2026-04-09T23:59:59.999Z', 'span.two'],
    ['one user, parts of days', '2026-01-31T12:00:00.000Z', '2026-02-01T23:59:59.998Z', 'span.one'],
  ])('answers %s as a plain count of the events', async (_, start, end, createdBy) => {
    const s = await stats('auditor', range(start, end, createdBy ? `&createdBy=${createdBy}` : ''));
    const want = await plain(start, end, createdBy);
    expect(want.summary.events).toBeGreaterThan(0);
    expect(nonZero(s.summary)).toEqual(want.summary);
    expect(Object.fromEntries(s.users.map((u) => [u.createdBy, nonZero(u)]))).toEqual(want.byUser);
    expect(
      Object.fromEntries(s.days.filter((d) => (d.events ?? 0) > 0).map((d) => [d.day, nonZero(d)])),
    ).toEqual(want.byDay);
  });

  it('makes any range of whole days of spans that start on a multiple of their length and do not overlap', () => {
    for (const [from, to] of [
      ['2026-01-01', '2026-01-01'],
      ['2025-12-01', '2026-06-30'],
      ['2024-02-27', '2026-11-21'],
      ['1969-12-25', '1970-01-09'],
    ] as const) {
      const spans = spansOf({ from, to });
      let next = Date.parse(`${from}T00:00:00Z`);
      const perLength = new Map<number, number>();
      for (const { spanDays, firstDay } of spans) {
        const first = Date.parse(`${firstDay}T00:00:00Z`);
        expect(first).toBe(next);
        expect((((first / 86_400_000) % spanDays) + spanDays) % spanDays).toBe(0);
        perLength.set(spanDays, (perLength.get(spanDays) ?? 0) + 1);
        next = first + spanDays * 86_400_000;
      }
      expect(next).toBe(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
      for (const [length, n] of perLength) expect([length, n <= 6 || length === 256]).toEqual([length, true]);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('writers at once, on a PostgreSQL server', () => {
  it("never wait on one another's day of all users, and keep every count", async () => {
    const day = '2026-09-15';
    const at = (time: string) => new Date(`${day}T${time}Z`);
    const dayOf = async () =>
      (
        await queryRows<{ events: number; rows: number }>(
          t.database.db,
          sql`select coalesce(sum(events), 0)::int as events, count(*)::int as rows from activity_days
              where day = ${day}::date and organization_id = ${org}::uuid`,
        )
      )[0]!;
    await write('writer.zero', `${day}T08:00:00Z`, countedEvents.setLimit);
    const before = await dayOf();
    // The first writer holds the day's row until it is let go.
    const first = heldOpen(t.database.db, (tx) =>
      recordActivity(
        tx,
        { userName: 'writer.one', at: at('09:00:00') },
        { ...countedEvents.linkAccount, remarks: null, organizationId: org },
      ),
    );
    await first.written;
    // Another user of the same organization writes meanwhile, and would time out if it waited.
    await withoutWaiting(t.database.db, (tx) =>
      recordActivity(
        tx,
        { userName: 'writer.two', at: at('09:01:00') },
        { ...countedEvents.setLimit, remarks: null, organizationId: org },
      ),
    );
    await first.letGo();
    const after = await dayOf();
    expect(after.events - before.events).toBe(2);
    expect(after.rows).toBe(before.rows + 1);
    const s = await stats('auditor', range(`${day}T00:00:00.000Z`, `${day}T23:59:59.999Z`));
    expect(s.days).toEqual([
      expect.objectContaining({ day, events: 3, linkedAccounts: 1, setLimitCount: 2 }),
    ]);
  });
});

describe('date range edges', () => {
  it('ends a day at 23:59:59.999 and starts the next at midnight UTC', async () => {
    const day = await stats(
      'auditor',
      range(`${DAY}T00:00:00.000Z`, `${DAY}T23:59:59.999Z`, '&createdBy=edge.user'),
    );
    expect(day.summary).toMatchObject({ setLimitCount: 1, linkedAccounts: 1, deLinkedAccounts: 0 });
    // A range ending one millisecond earlier leaves the last event out.
    const shorter = await stats(
      'auditor',
      range(`${DAY}T00:00:00.000Z`, `${DAY}T23:59:59.998Z`, '&createdBy=edge.user'),
    );
    expect(shorter.summary).toMatchObject({ setLimitCount: 1, linkedAccounts: 0 });
    const next = await stats(
      'auditor',
      range('2026-11-22T00:00:00.000Z', '2026-11-22T23:59:59.999Z', '&createdBy=edge.user'),
    );
    expect(next.summary).toMatchObject({ linkedAccounts: 1, deLinkedAccounts: 1, setLimitCount: 0 });
  });

  it('splits a range across midnight UTC into its two days', async () => {
    const s = await stats(
      'auditor',
      range(`${DAY}T22:00:00Z`, '2026-11-22T02:00:00Z', '&createdBy=edge.user'),
    );
    expect(s.summary).toMatchObject({ linkedAccounts: 2, deLinkedAccounts: 1, setLimitCount: 0, events: 3 });
    expect(s.days).toEqual([
      expect.objectContaining({ day: DAY, linkedAccounts: 1, events: 1 }),
      expect.objectContaining({ day: '2026-11-22', linkedAccounts: 1, deLinkedAccounts: 1, events: 2 }),
    ]);
    const report = await get(
      `Reports/Activity${range(`${DAY}T22:00:00Z`, '2026-11-22T02:00:00Z', '&createdBy=edge.user')}`,
      'auditor',
    );
    expect(report.json()).toMatchObject({ totalItems: 3 });
  });

  it('counts whole days and partial days alike over several days', async () => {
    const s = await stats('auditor', range('2026-11-20T12:00:00Z', '2026-11-22T00:00:00.000Z'));
    expect(s.days.map((d) => d.day)).toEqual(['2026-11-20', DAY, '2026-11-22']);
    expect(s.summary.linkedAccounts).toBe(4);
    const report = await get(
      `Reports/Activity${range('2026-11-20T12:00:00Z', '2026-11-22T00:00:00.000Z')}`,
      'auditor',
    );
    const [plain] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from activity_events
          where created_at between '2026-11-20T12:00:00Z' and '2026-11-22T00:00:00.000Z'`,
    );
    expect(report.json<{ totalItems: number }>().totalItems).toBe(plain?.n);
  });

  it('refuses an end before the start and a range longer than a year', async () => {
    const back = await get(
      `Reports/Dashboards/Stats${range('2026-11-22T00:00:00Z', '2026-11-21T00:00:00Z')}`,
      'auditor',
    );
    expect(back.statusCode).toBe(400);
    expect(back.json<{ errors: Record<string, string[]> }>().errors.endDate).toEqual([
      messages.rangeEndBeforeStart,
    ]);
    const long = await get(
      `Reports/Dashboards/Stats${range('2025-01-01T00:00:00Z', '2026-11-21T00:00:00Z')}`,
      'auditor',
    );
    expect(long.statusCode).toBe(400);
  });
});

describe('user dashboard', () => {
  it("never shows another user's counts or events, whatever is asked", async () => {
    const own = await stats('officer', '?createdBy=supervisor');
    expect(own.users.map((u) => u.createdBy)).toEqual(['officer']);
    expect(own.summary).toMatchObject({ applications: 2, linkedAccounts: 0 });
    const support = await stats('support');
    expect(support.users).toEqual([]);
    expect(support.summary.events).toBe(0);
    const events = await get('Reports/Activity?createdBy=supervisor&size=50', 'officer');
    const items = events.json<{ items: { createdBy: string }[] }>().items;
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.createdBy))).toEqual(new Set(['officer']));
  });
});

describe('activity report and its CSV export', () => {
  it('shows a view-as session with both names', async () => {
    await recordActivity(
      t.database.db,
      { userName: 'officer', actorName: 'admin', at: new Date(`${DAY}T11:00:00Z`) },
      {
        type: 'Customer',
        event: 'Updated',
        organizationId: org,
        remarks: 'during view-as',
      },
    );
    const res = await get(`Reports/Activity?type=Customer&createdBy=officer`, 'auditor');
    expect(res.json<{ items: object[] }>().items).toContainEqual(
      expect.objectContaining({ createdBy: 'officer', actor: 'admin', remarks: 'during view-as' }),
    );
  });

  it('exports the filtered report as CSV with its total ahead, formulas defused', async () => {
    const res = await get(
      `Reports/Activity/Export${range(`${DAY}T00:00:00.000Z`, '2026-11-22T23:59:59.999Z', '&createdBy=edge.user')}`,
      'auditor',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="activity-report-/);
    expect(res.headers['x-total-count']).toBe('4');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('type,event,createdBy,actor,createdAt,remarks,targetType,targetId,changes');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      `Account,DeLinkAccount,edge.user,edge.user,2026-11-22T01:30:00.000Z,"'=HYPERLINK(""x"")",,,`,
    );
    expect(lines[4]).toContain(`${DAY}T00:00:00.000Z`);
  });

  it('reads a long export in batches without losing or repeating a row', async () => {
    const at = '2026-11-23T08:00:00.000Z';
    await t.database.db.execute(
      sql`insert into activity_events (type, event, created_by, actor, created_at)
          select 'Bulk', 'Row' || g, 'bulk.user', 'bulk.user', ${at}::timestamptz from generate_series(1, 4500) g`,
    );
    const res = await get(`Reports/Activity/Export${range(at, at, '&createdBy=bulk.user')}`, 'auditor');
    const rows = res.body.trim().split('\r\n').slice(1);
    expect(res.headers['x-total-count']).toBe('4500');
    expect(new Set(rows).size).toBe(4500);
  });
});

describe('who may read the reports', () => {
  it('guards every route', async () => {
    for (const who of ['merchant', 'nobody']) {
      expect((await get('Reports/Dashboards/Stats', who)).statusCode).toBe(403);
      expect((await get('Reports/Activity', who)).statusCode).toBe(403);
      expect((await get('Reports/Activity/Export', who)).statusCode).toBe(403);
    }
    // The user dashboard alone does not open the export of everyone's events.
    expect((await get('Reports/Activity/Export', 'officer')).statusCode).toBe(403);
    tokens.dashboardOnly = await tokenFor(t, 'auditor', [P.ViewDashboard]);
    expect((await get('Reports/Dashboards/Stats', 'dashboardOnly')).statusCode).toBe(200);
    expect((await get('Reports/Activity', 'dashboardOnly')).statusCode).toBe(403);
  });
});

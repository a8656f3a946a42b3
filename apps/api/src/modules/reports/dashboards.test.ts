import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedEvents, messages, P } from '@console/contract';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import { queryRows } from '../../db/client.ts';
import { NO_ORGANIZATION } from '../../db/schema/dashboards.ts';
import { recordActivity } from '../../platform/audit.ts';
import { bearer, codeNow, firstSignIn, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore, otpFor } from '../../test/core-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

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

/** The organization of an event as the count tables key it (the nil uuid for none). */
const orgKey = sql.raw(`coalesce(organization_id, '${NO_ORGANIZATION}')`);

/** An event as another area's operation writes it, at a chosen time. */
const write = (
  userName: string,
  at: string,
  e: { type: string; event: string },
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

  it('keeps the per-user daily counts equal to the counted events (the pairs of countedEvents)', async () => {
    const columnOf: Record<string, string> = {
      applicationCreated: 'applications',
      linkAccount: 'linkedAccounts',
      deLinkAccount: 'deLinkedAccounts',
      setLimit: 'setLimitCount',
      resetPin: 'resetPinCount',
      resetCardPin: 'resetPhysicalCardPinCount',
    };
    const raw = await queryRows<{ key: string; type: string; event: string; n: number }>(
      t.database.db,
      sql`select (created_at at time zone 'UTC')::date::text || ' ' || created_by || ' ' || ${orgKey}::text as key,
          type, event, count(*)::int as n from activity_events group by 1, 2, 3`,
    );
    const expected = new Map<string, Record<string, number>>();
    for (const r of raw) {
      const row = expected.get(r.key) ?? { events: 0 };
      expected.set(r.key, row);
      row.events = (row.events ?? 0) + r.n;
      for (const [name, pair] of Object.entries(countedEvents))
        if (pair.type === r.type && pair.event === r.event)
          row[columnOf[name]!] = (row[columnOf[name]!] ?? 0) + r.n;
    }
    const kept = await queryRows<Record<string, number> & { key: string }>(
      t.database.db,
      sql`select day::text || ' ' || created_by || ' ' || organization_id::text as key,
          applications::int as "applications",
          linked_accounts::int as "linkedAccounts", de_linked_accounts::int as "deLinkedAccounts",
          set_limit_count::int as "setLimitCount", reset_pin_count::int as "resetPinCount",
          reset_physical_card_pin_count::int as "resetPhysicalCardPinCount", events::int as "events"
          from activity_user_days`,
    );
    expect(kept.length).toBe(expected.size);
    for (const { key, ...counts } of kept) {
      const want = expected.get(key)!;
      for (const [column, n] of Object.entries(counts))
        expect([key, column, n]).toEqual([key, column, want[column] ?? 0]);
    }
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

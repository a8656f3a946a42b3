import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityEvent, type ActivityType, messages } from '@console/contract';
import { queryRows } from '../../db/client.ts';
import { seedId } from '../../platform/seed-id.ts';
import { recordActivity } from '../../platform/audit.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore } from '../../test/core-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { sql } from 'drizzle-orm';

// Note: a Dahab Bank supervisor reads the reports of Dahab Bank only. Salaam Microfinance's events
// (whose remarks carry its customers' names), and events of no organization (administration),
// are not theirs to read, whatever the filters say.
const DAHAB = seedId('org:Dahab Bank');
const SALAAM = seedId('org:Salaam Microfinance');
const SALAAM_PHONE = '+252619990077';

let t: TestApp;
const tokens: Record<string, string> = {};

const call = (url: string, who: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/api/${url}`,
    headers: bearer(tokens[who]!),
    ...(payload ? { payload } : {}),
  });

const write = (
  userName: string,
  at: string,
  e: { type: ActivityType; event: ActivityEvent },
  organizationId: string | null,
  remarks: string,
) => recordActivity(t.database.db, { userName, at: new Date(at) }, { ...e, remarks, organizationId });

/** Three whole days and a piece of a fourth: the counts come from the daily tables and the events. */
const RANGE = `startDate=${encodeURIComponent('2026-11-18T00:00:00.000Z')}&endDate=${encodeURIComponent('2026-11-21T12:00:00.000Z')}`;

interface Report {
  items: { createdBy: string; remarks: string | null }[];
  totalItems: number;
}
interface Stats {
  summary: Record<string, number>;
  users: { createdBy: string; events: number }[];
  days: { day: string; events: number }[];
}

beforeAll(async () => {
  t = (await createAppWithCore()).t;
  await seed(t);
  for (const name of ['officer', 'supervisor', 'salaam.officer', 'salaam.supervisor', 'auditor', 'admin'])
    tokens[name] = await tokenFor(t, name);
  for (const day of ['2026-11-18', '2026-11-19', '2026-11-21']) {
    await write(
      'salaam.officer',
      `${day}T08:00:00Z`,
      { type: 'Application', event: 'Created' },
      SALAAM,
      'Quuxa Salaam: Pending',
    );
    await write(
      'officer',
      `${day}T08:30:00Z`,
      { type: 'Application', event: 'Created' },
      DAHAB,
      'Amina Dahab: Pending',
    );
    await write('admin', `${day}T09:00:00Z`, { type: 'Role', event: 'Updated' }, null, 'Administrators');
    await write('supervisor', `${day}T09:30:00Z`, { type: 'Auth', event: 'SignIn' }, null, 'own sign-in');
  }
});
afterAll(() => t.close());

describe('the activity report stays inside the reader’s organizations', () => {
  it('answers no event of another organization to a supervisor, whoever made it', async () => {
    const res = await call(`Reports/Activity?createdBy=salaam.officer&${RANGE}&size=50`, 'supervisor');
    expect(res.statusCode).toBe(200);
    expect(res.json<Report>()).toMatchObject({ items: [], totalItems: 0 });
    expect(res.body).not.toContain('Quuxa');
  });

  it('lists the events of their own organization, and of no organization only among their own', async () => {
    const all = (await call(`Reports/Activity?${RANGE}&size=50`, 'supervisor')).json<Report>();
    expect(new Set(all.items.map((i) => i.createdBy))).toEqual(new Set(['officer']));
    expect(all.totalItems).toBe(3);
    const own = (
      await call(`Reports/Activity?createdBy=supervisor&${RANGE}&size=50`, 'supervisor')
    ).json<Report>();
    expect(own.items.map((i) => i.remarks)).toEqual(['own sign-in', 'own sign-in', 'own sign-in']);
    expect(own.totalItems).toBe(3);
  });

  it('shows head office and auditors every event, administration included', async () => {
    const all = (await call(`Reports/Activity?${RANGE}&size=50`, 'auditor')).json<Report>();
    expect(new Set(all.items.map((i) => i.createdBy))).toEqual(
      new Set(['salaam.officer', 'officer', 'admin', 'supervisor']),
    );
    expect(all.totalItems).toBe(12);
  });

  it('exports only the rows the report shows', async () => {
    const leak = await call(`Reports/Activity/Export?createdBy=salaam.officer&${RANGE}`, 'supervisor');
    expect(leak.statusCode).toBe(200);
    expect(leak.headers['x-total-count']).toBe('0');
    expect(leak.body.trim().split('\r\n')).toHaveLength(1);
    const mine = await call(`Reports/Activity/Export?${RANGE}`, 'salaam.supervisor');
    expect(mine.headers['x-total-count']).toBe('3');
    expect(mine.body).toContain('Quuxa Salaam');
    expect(mine.body).not.toContain('Amina Dahab');
    expect(mine.body).not.toContain('Administrators');
  });
});

describe('the dashboards stay inside the reader’s organizations', () => {
  it("counts nothing of another organization's staff", async () => {
    const s = (
      await call(`Reports/Dashboards/Stats?createdBy=salaam.officer&${RANGE}`, 'supervisor')
    ).json<Stats>();
    expect(s.summary).toMatchObject({ applications: 0, events: 0 });
    expect(s.users).toEqual([]);
    expect(s.days.every((d) => d.events === 0)).toBe(true);
  });

  it('counts, per user and per day, only the events of the organization (whole days and pieces alike)', async () => {
    const s = (await call(`Reports/Dashboards/Stats?${RANGE}`, 'supervisor')).json<Stats>();
    expect(s.summary).toMatchObject({ applications: 3, events: 3 });
    expect(s.users).toEqual([expect.objectContaining({ createdBy: 'officer', events: 3 })]);
    const salaam = (await call(`Reports/Dashboards/Stats?${RANGE}`, 'salaam.supervisor')).json<Stats>();
    expect(salaam.users).toEqual([expect.objectContaining({ createdBy: 'salaam.officer', events: 3 })]);
    const all = (await call(`Reports/Dashboards/Stats?${RANGE}`, 'auditor')).json<Stats>();
    expect(all.summary).toMatchObject({ applications: 6, events: 12 });
  });
});

describe('OTPs go only to customers of the sender’s organizations', () => {
  const outboxCount = async () => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from core.sms_outbox where phone like ${'%' + SALAAM_PHONE.slice(1)}`,
    );
    return row?.n ?? 0;
  };

  it("refuses another organization's phone as if the organization did not exist, and sends nothing", async () => {
    const before = await outboxCount();
    for (const operation of ['NewApplication', 'AccountRequest', 'LinkAccount']) {
      for (let i = 0; i < 6; i++) {
        const res = await call('Applications/SendOtp', 'officer', 'POST', {
          organizationId: SALAAM,
          phone: SALAAM_PHONE,
          operation,
        });
        expect(res.statusCode, res.body).toBe(404);
      }
    }
    expect(await outboxCount()).toBe(before);
    // The phone's allowance is untouched: its own organization's staff still send it codes.
    const own = await call('Applications/SendOtp', 'salaam.officer', 'POST', {
      organizationId: SALAAM,
      phone: SALAAM_PHONE,
      operation: 'NewApplication',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await outboxCount()).toBe(before + 1);
  });

  it('writes the send into the activity of the organization it was sent in', async () => {
    const [row] = await queryRows<{ organizationId: string | null }>(
      t.database.db,
      sql`select organization_id as "organizationId" from activity_events
          where type = 'OTP' and created_by = 'salaam.officer' order by created_at desc limit 1`,
    );
    expect(row?.organizationId).toBe(SALAAM);
  });
});

describe('a view-as session changes nothing', () => {
  it('cannot reserve a merchant code', async () => {
    const viewAs = await call('AppUsers/ViewAs', 'admin', 'POST', { userId: seedId('user:officer') });
    expect(viewAs.statusCode).toBe(200);
    tokens.viewAs = viewAs.json<{ token: string }>().token;
    const codes = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from merchant_codes`))[0]
        ?.n;
    const before = await codes();
    const res = await call(`Merchants/GenerateCode?organizationId=${DAHAB}`, 'viewAs');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: messages.readOnlySession });
    expect(await codes()).toBe(before);
    expect((await call(`Merchants/GenerateCode?organizationId=${DAHAB}`, 'officer')).statusCode).toBe(200);
    expect(await codes()).toBe((before ?? 0) + 1);
  });
});

describe('organization pickers offer the organizations the user works in', () => {
  const names = async (who: string) =>
    (await call('Organizations', who)).json<{ name: string }[]>().map((o) => o.name);

  it('offers a branch officer their one organization, and head office every one', async () => {
    expect(await names('officer')).toEqual(['Dahab Bank']);
    expect(await names('salaam.officer')).toEqual(['Salaam Microfinance']);
    expect((await names('admin')).length).toBeGreaterThanOrEqual(3);
  });

  it("offers a report reader the staff of their organizations, not another's", async () => {
    const users = async (who: string) =>
      (await call('AppUsers/LookUp', who)).json<{ userName: string }[]>().map((u) => u.userName);
    const dahab = await users('supervisor');
    expect(dahab).toEqual(expect.arrayContaining(['officer', 'supervisor']));
    expect(dahab).not.toContain('salaam.officer');
    expect(dahab).not.toContain('admin');
    expect(await users('salaam.supervisor')).toEqual(['salaam.officer', 'salaam.supervisor']);
    expect(await users('auditor')).toEqual(expect.arrayContaining(['admin', 'officer', 'salaam.officer']));
  });

  it("answers 404 for another organization's branches", async () => {
    expect((await call(`Organizations/${SALAAM}/Branches`, 'officer')).statusCode).toBe(404);
    expect((await call(`Organizations/${DAHAB}/Branches`, 'officer')).statusCode).toBe(200);
    expect((await call(`Organizations/${SALAAM}/Branches`, 'admin')).statusCode).toBe(200);
  });
});

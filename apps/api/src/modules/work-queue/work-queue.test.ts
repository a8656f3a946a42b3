import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fillMessage, messages, P, type workQueueApi } from '@console/contract';
import { queryRows } from '../../db/client.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore } from '../../test/core-helpers.ts';
import { DAHAB_SPEC, makeFixtures, SALAAM_SPEC, type OrgFixture } from '../../test/scope-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

type Item = workQueueApi.WorkItem;
interface Page {
  items: Item[];
  totalItems: number;
  totalAtLeast: boolean;
}

let t: TestApp;
let dahab: OrgFixture;
let salaam: OrgFixture;
const tokens: Record<string, string> = {};
const HOUR = 3_600_000;
const STAFF = [
  'admin',
  'admin.checker',
  'supervisor',
  'officer',
  'salaam.supervisor',
  'cards',
  'cards.checker',
  'auditor',
];

/** Sessions end when the clock moves on by days: a test that moves it signs everyone in again. */
async function signInAll() {
  for (const user of STAFF) tokens[user] = await tokenFor(t, user);
}

beforeAll(async () => {
  ({ t } = await createAppWithCore());
  await seed(t);
  await signInAll();
  dahab = await makeFixtures(t, DAHAB_SPEC, {
    maker: await tokenFor(t, DAHAB_SPEC.officer),
    admin: tokens.admin!,
  });
  salaam = await makeFixtures(t, SALAAM_SPEC, {
    maker: await tokenFor(t, SALAAM_SPEC.officer),
    admin: tokens.admin!,
  });
}, 120_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url: `/api/api/${url}`, headers: bearer(tokens[who]!), payload });
const queue = async (who: string, query = '') => {
  const res = await call('GET', `WorkQueue${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
/** A card requisition in Dahab Bank, made by `who`. */
const askCard = (who: string) =>
  call('POST', 'Accounts/Cards/Requisitions', who, {
    organizationId: dahab.orgId,
    accountNumber: dahab.account.accountNo,
    productType: 'Visa Gold',
    cardType: 'Debit',
  });
const itemOf = async (who: string, recordId: string) =>
  (await queue(who, '?size=100')).items.find((i) => i.recordId === recordId);
const waitingRows = () =>
  queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from work_items`);

describe('the work queue', () => {
  it('pages: a page at any depth, and with any assignee filter, is the slice of the whole list in its order', async () => {
    for (const ask of ['', '&sort=waitingSince,desc', '&assignee=unassigned', '&slaState=Within']) {
      const whole = await queue('admin', `?size=100${ask}`);
      expect(whole.items.length).toBeGreaterThan(3);
      const pages: string[] = [];
      for (let page = 0; page * 2 < whole.items.length; page++) {
        const part = await queue('admin', `?size=2&page=${page}${ask}`);
        expect(part.totalItems).toBe(whole.totalItems);
        pages.push(...part.items.map((i) => i.recordId));
      }
      expect(pages).toEqual(whole.items.map((i) => i.recordId));
    }
  });

  it('lists what waits on the caller, within their organizations and the kinds they decide', async () => {
    const page = await queue('supervisor', '?size=100');
    const ids = page.items.map((i) => i.recordId);
    expect(ids).toContain(dahab.application.id);
    expect(ids).toContain(dahab.business.id);
    // Another organization's items, and kinds the supervisor does not decide, are not there.
    expect(ids).not.toContain(salaam.application.id);
    expect(ids).not.toContain(dahab.cardRequisition.id);
    expect(page.items.every((i) => i.organizationName === 'Dahab Bank')).toBe(true);
    const app = page.items.find((i) => i.recordId === dahab.application.id)!;
    expect(app).toMatchObject({
      area: 'Application',
      status: 'Pending',
      step: 'Review',
      madeBy: DAHAB_SPEC.officer,
      slaState: 'Within',
      assignee: null,
      decisions: ['approve', 'decline'],
      blockedBecause: null,
      rowVersion: dahab.application.rowVersion,
    });
    expect(page.totalItems).toBe(page.items.length);
    // Oldest first by default; newest first when asked.
    const times = page.items.map((i) => i.waitingSince);
    expect(times).toEqual([...times].sort());
    const newest = await queue('supervisor', '?size=100&sort=waitingSince,desc');
    expect(newest.items.map((i) => i.waitingSince)).toEqual([...times].reverse());
    const cards = await queue('cards.checker', '?size=100');
    expect(cards.items.map((i) => i.recordId)).toEqual(
      expect.arrayContaining([
        dahab.cardRequisition.id,
        dahab.limitRequisition.id,
        salaam.cardRequisition.id,
      ]),
    );
    const onlyLimits = await queue('cards.checker', '?area=LimitRequisition');
    expect(onlyLimits.items.every((i) => i.area === 'LimitRequisition')).toBe(true);
    const onlySalaam = await queue('cards.checker', `?organizationId=${salaam.orgId}`);
    expect(onlySalaam.items.every((i) => i.organizationId === salaam.orgId)).toBe(true);
  });

  it('ages items against the SLA of their kind and organization', async () => {
    const start = t.clock.now();
    try {
      t.clock.advance(30 * HOUR);
      await signInAll();
      expect((await itemOf('supervisor', dahab.application.id))?.slaState).toBe('DueSoon');
      const dueSoon = await queue('supervisor', '?slaState=DueSoon&area=Application');
      expect(dueSoon.items.map((i) => i.recordId)).toContain(dahab.application.id);
      expect(dueSoon.totalAtLeast).toBe(false);
      t.clock.advance(20 * HOUR);
      await signInAll();
      const breached = await queue('supervisor', '?slaState=Breached&area=Application');
      expect(breached.items.map((i) => i.recordId)).toContain(dahab.application.id);
      expect(breached.totalItems).toBe(breached.items.length);
      const within = await queue('supervisor', '?slaState=Within&area=Application');
      expect(within.items.map((i) => i.recordId)).not.toContain(dahab.application.id);
    } finally {
      t.clock.set(start);
      await signInAll();
    }
  });

  it('counts what waits on the caller, not what they made nor what a colleague holds', async () => {
    const before = await call('GET', 'WorkQueue/Count', 'supervisor');
    const all = await queue('supervisor', '?size=100');
    expect(before.json()).toEqual({
      waiting: all.items.filter((i) => !i.blockedBecause).length,
      assignedToMe: 0,
    });
    expect((await call('GET', 'WorkQueue/Count', 'officer')).statusCode).toBe(403);
  });

  it('lets one of two claimants win, and refuses an item of another organization or of one’s own making', async () => {
    const recordId = dahab.business.id;
    const [a, b] = await Promise.all([
      call('POST', 'WorkQueue/Claim', 'supervisor', { recordId }),
      call('POST', 'WorkQueue/Claim', 'admin', { recordId }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    const winner = won.json<Item>().assignee!.userName;
    expect(lost.json()).toMatchObject({
      message: fillMessage(messages.workItemClaimed, { userName: winner }),
    });
    // Claiming it again is harmless for its holder.
    const again = await call('POST', 'WorkQueue/Claim', winner, { recordId });
    expect(again.statusCode).toBe(200);
    expect((await call('GET', 'WorkQueue/Count', winner)).json<{ assignedToMe: number }>().assignedToMe).toBe(
      1,
    );
    expect((await queue(winner, '?assignee=me')).items.map((i) => i.recordId)).toEqual([recordId]);
    expect((await queue(winner, '?assignee=unassigned&size=100')).items.map((i) => i.recordId)).not.toContain(
      recordId,
    );
    // Unknown, another organization's, or no permission.
    expect((await call('POST', 'WorkQueue/Claim', 'salaam.supervisor', { recordId })).statusCode).toBe(404);
    expect(
      (
        await call('POST', 'WorkQueue/Claim', 'supervisor', {
          recordId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('POST', 'WorkQueue/Claim', 'officer', { recordId })).statusCode).toBe(403);
    // The admin made the requisitions: they may not claim one (four eyes).
    const own = await call('POST', 'WorkQueue/Claim', 'admin', { recordId: dahab.cardRequisition.id });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: messages.workItemYours });
    await call('POST', 'WorkQueue/Assign', winner, { recordId, userId: null });
  });

  it('assigns an item to a colleague who may decide it, and to nobody else', async () => {
    const recordId = dahab.application.id;
    const deciders = await call('GET', `WorkQueue/Deciders?recordId=${recordId}`, 'supervisor');
    const names = deciders.json<{ items: { id: string; userName: string }[] }>().items.map((u) => u.userName);
    expect(names).toEqual(expect.arrayContaining(['admin', 'supervisor']));
    expect(names).not.toContain('officer');
    expect(names).not.toContain('salaam.supervisor');
    const admin = deciders
      .json<{ items: { id: string; userName: string }[] }>()
      .items.find((u) => u.userName === 'admin')!;
    const given = await call('POST', 'WorkQueue/Assign', 'supervisor', { recordId, userId: admin.id });
    expect(given.json<Item>().assignee).toEqual({ id: admin.id, userName: 'admin' });
    const [officer] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from users where user_name = 'officer'`,
    );
    const refused = await call('POST', 'WorkQueue/Assign', 'supervisor', { recordId, userId: officer!.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: { userId: [messages.workAssigneeCannotDecide] } });
    expect((await itemOf('supervisor', recordId))?.assignee?.userName).toBe('admin');
    const events = await queryRows<{ event: string }>(
      t.database.db,
      sql`select event from activity_events where target_id = ${recordId} and type = 'WorkItem' order by created_at`,
    );
    expect(events.map((e) => e.event)).toContain('Assigned');
    const unassigned = await call('POST', 'WorkQueue/Assign', 'supervisor', { recordId, userId: null });
    expect(unassigned.json<Item>().assignee).toBeNull();
  });
});

describe('a decision on several items', () => {
  it('refuses a bad request whole: too many, unknown, another organization’s, or a move the item does not allow', async () => {
    const before = await waitingRows();
    const item = {
      area: 'Application',
      recordId: dahab.application.id,
      rowVersion: dahab.application.rowVersion,
    };
    const tooMany = await call('POST', 'WorkQueue/Decide', 'supervisor', {
      decision: 'approve',
      items: Array.from({ length: 101 }, () => item),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(messages.workTooManyItems);
    const unknown = '00000000-0000-4000-8000-000000000001';
    for (const items of [
      [item, { area: 'Application', recordId: unknown, rowVersion: 1 }],
      [
        item,
        { area: 'Application', recordId: salaam.application.id, rowVersion: salaam.application.rowVersion },
      ],
    ]) {
      const res = await call('POST', 'WorkQueue/Decide', 'supervisor', { decision: 'approve', items });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['items']);
    }
    const complete = await call('POST', 'WorkQueue/Decide', 'supervisor', {
      decision: 'complete',
      items: [item],
    });
    expect(complete.statusCode).toBe(400);
    const noReason = await call('POST', 'WorkQueue/Decide', 'supervisor', {
      decision: 'decline',
      items: [item],
    });
    expect(noReason.json()).toEqual({ errors: { reason: [messages.workReasonRequired] } });
    expect(await waitingRows()).toEqual(before);
    expect((await itemOf('supervisor', dahab.application.id))?.status).toBe('Pending');
  });

  it('decides each item on its own: done, stale, made by the caller', async () => {
    const mine = await askCard('cards');
    expect(mine.statusCode, mine.body).toBe(201);
    const page = await queue('cards', '?size=100&area=CardRequisition');
    const own = page.items.find((i) => i.madeBy === 'cards')!;
    expect(own.decisions).toEqual([]);
    expect(own.blockedBecause).toBe(messages.workItemYours);
    const others = page.items.filter((i) => i.madeBy !== 'cards' && i.status === 'Pending').slice(0, 2);
    expect(others).toHaveLength(2);
    const [fresh, stale] = others as [Item, Item];
    const res = await call('POST', 'WorkQueue/Decide', 'cards', {
      decision: 'reject',
      reason: 'Not needed any more',
      items: [
        { area: 'CardRequisition', recordId: fresh.recordId, rowVersion: fresh.rowVersion },
        { area: 'CardRequisition', recordId: stale.recordId, rowVersion: stale.rowVersion - 1 },
        { area: 'CardRequisition', recordId: own.recordId, rowVersion: own.rowVersion },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { recordId: fresh.recordId, outcome: 'done', message: messages.workDone },
        { recordId: stale.recordId, outcome: 'stale', message: messages.conflict },
        { recordId: own.recordId, outcome: 'madeByYou', message: messages.ownRequisition },
      ],
    });
    const after = await queue('cards', '?size=100&area=CardRequisition');
    expect(after.items.map((i) => i.recordId)).not.toContain(fresh.recordId);
    expect(after.items.map((i) => i.recordId)).toContain(stale.recordId);
    // Deciding the decided one again: it no longer waits.
    const again = await call('POST', 'WorkQueue/Decide', 'cards', {
      decision: 'reject',
      reason: 'Again',
      items: [{ area: 'CardRequisition', recordId: fresh.recordId, rowVersion: fresh.rowVersion }],
    });
    expect(again.json()).toEqual({
      results: [{ recordId: fresh.recordId, outcome: 'notWaiting', message: messages.workNotWaiting }],
    });
  });

  it('approves applications through their own decision, which opens the account', async () => {
    const app = (await itemOf('supervisor', dahab.application.id))!;
    const res = await call('POST', 'WorkQueue/Decide', 'supervisor', {
      decision: 'approve',
      items: [{ area: 'Application', recordId: app.recordId, rowVersion: app.rowVersion }],
    });
    expect(res.json()).toEqual({
      results: [{ recordId: app.recordId, outcome: 'done', message: messages.workDone }],
    });
    expect(await itemOf('supervisor', app.recordId)).toBeUndefined();
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from applications where id = ${app.recordId}`,
    );
    expect(row?.status).toBe('Approved');
  });
});

describe('administration changes in the queue', () => {
  it('names each item by its own record, customer and version, beside a pending change', async () => {
    // A pending administration change waits beside the records of both organizations.
    const asked = await call('POST', 'Roles', 'admin', {
      name: 'Queue Reader',
      description: 'Reads the queue',
      permissions: [P.ListApplications],
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const truth = new Map(
      (
        await queryRows<{ id: string; name: string; customerId: string | null; rowVersion: number }>(
          t.database.db,
          sql`select a.id, c.name, a.customer_id as "customerId", a.row_version as "rowVersion"
                from applications a join customers c on c.id = a.customer_id
              union all select b.id, b.name, null, b.row_version from businesses b
              union all select r.id, r.account_number, null, r.row_version from card_requisitions r
              union all select ch.id, ch.target_name, null, 1 from admin_changes ch`,
        )
      ).map((r) => [r.id, r]),
    );
    const items = (await queue('admin', '?size=100')).items;
    const areas = new Set(items.map((i) => i.area));
    expect([...areas].sort()).toEqual([
      'AdminChange',
      'Application',
      'Business',
      'CardRequisition',
      'LimitRequisition',
    ]);
    expect(new Set(items.map((i) => i.organizationId)).size).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      const own = truth.get(item.recordId)!;
      expect(
        { name: item.recordName, customer: item.customerId ?? null, version: item.rowVersion },
        item.area,
      ).toEqual({
        // Requisitions read "Account …", changes "Create a role: …".
        name: ['Application', 'Business'].includes(item.area)
          ? own.name
          : (expect.stringContaining(own.name) as string),
        customer: own.customerId,
        version: own.rowVersion,
      });
    }
    // A claim answers with the claimed record's own facts.
    const application = items.find((i) => i.area === 'Application' && !i.blockedBecause)!;
    const claimed = await call('POST', 'WorkQueue/Claim', 'admin', { recordId: application.recordId });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const own = truth.get(application.recordId)!;
    expect(claimed.json<Item>()).toMatchObject({ recordName: own.name, customerId: own.customerId });
    await call('POST', 'WorkQueue/Assign', 'admin', { recordId: application.recordId, userId: null });
    // A decision one item does not allow, as read at its own version, refuses the whole request.
    // A business past its first version, which the facts of another record (at 1) would hide.
    const waiting = items.find((i) => i.area === 'Business')!;
    await t.database.db.execute(sql`update businesses set row_version = 3 where id = ${waiting.recordId}`);
    const business = (await itemOf('admin', waiting.recordId))!;
    expect(business.rowVersion).toBe(3);
    const card = items.find((i) => i.area === 'CardRequisition' && i.status === 'Pending')!;
    const mixed = await call('POST', 'WorkQueue/Decide', 'admin', {
      decision: 'reject',
      reason: 'Not needed',
      items: [business, card].map((i) => ({ area: i.area, recordId: i.recordId, rowVersion: i.rowVersion })),
    });
    expect(mixed.statusCode, mixed.body).toBe(400);
    const after = (await queue('admin', '?size=100')).items;
    for (const id of [business.recordId, card.recordId])
      expect(after.find((i) => i.recordId === id)?.status).toBe(items.find((i) => i.recordId === id)?.status);
  });

  it('lists a pending change to its checkers, not to its maker to decide, and drops it when it expires', async () => {
    const asked = await call('POST', 'Roles', 'admin', {
      name: 'Queue Clerk',
      description: 'Reads the queue',
      permissions: [P.ListApplications],
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const { id } = asked.json<{ id: string }>();
    const seen = await itemOf('admin.checker', id);
    expect(seen).toMatchObject({
      area: 'AdminChange',
      recordName: 'Create a role: Queue Clerk',
      organizationId: null,
      madeBy: 'admin',
      decisions: ['approve', 'reject'],
    });
    expect((await itemOf('admin', id))?.blockedBecause).toBe(messages.workItemYours);
    // Another organization's staff never see administration changes.
    expect((await call('GET', 'WorkQueue?area=AdminChange', 'supervisor')).json<Page>().items).toEqual([]);
    const start = t.clock.now();
    try {
      t.clock.advance(73 * HOUR);
      await signInAll();
      expect(await itemOf('admin.checker', id)).toBeUndefined();
      const [row] = await queryRows<{ status: string }>(
        t.database.db,
        sql`select status from admin_changes where id = ${id}`,
      );
      expect(row?.status).toBe('Expired');
    } finally {
      t.clock.set(start);
      await signInAll();
    }
  });
});

describe('SLAs and breaches', () => {
  it('lists and changes the SLA of a kind in an organization, audited, with clear refusals', async () => {
    const list = await call('GET', 'WorkQueue/Sla', 'supervisor');
    const rows = list.json<{ items: workQueueApi.Sla[] }>().items;
    expect(rows.every((r) => r.organizationId === dahab.orgId)).toBe(true);
    const app = rows.find((r) => r.area === 'Application')!;
    expect(app).toMatchObject({ dueSoonHours: 24, breachHours: 48, isDefault: true });
    const body = { area: 'Application', organizationId: dahab.orgId, dueSoonHours: 4, breachHours: 8 };
    const wrong = await call('PUT', 'WorkQueue/Sla', 'supervisor', { ...body, dueSoonHours: 8 });
    expect(wrong.json()).toEqual({ errors: { dueSoonHours: [messages.slaOrder] } });
    expect(
      (await call('PUT', 'WorkQueue/Sla', 'supervisor', { ...body, organizationId: salaam.orgId }))
        .statusCode,
    ).toBe(404);
    const headOffice = await call('PUT', 'WorkQueue/Sla', 'supervisor', {
      ...body,
      area: 'AdminChange',
      organizationId: null,
    });
    expect(headOffice.json()).toMatchObject({ message: messages.slaHeadOfficeOnly });
    expect((await call('PUT', 'WorkQueue/Sla', 'officer', body)).statusCode).toBe(403);
    const saved = await call('PUT', 'WorkQueue/Sla', 'supervisor', body);
    expect(saved.json()).toMatchObject({
      dueSoonHours: 4,
      breachHours: 8,
      isDefault: false,
      updatedBy: 'supervisor',
    });
    const [event] = await queryRows<{ changes: unknown }>(
      t.database.db,
      sql`select changes from activity_events where type = 'WorkSla' order by created_at desc limit 1`,
    );
    expect(event?.changes).toEqual([
      { field: 'dueSoonHours', old: 24, new: 4 },
      { field: 'breachHours', old: 48, new: 8 },
    ]);
    const listed = await call('GET', 'WorkQueue/Sla', 'auditor');
    expect(listed.statusCode).toBe(403);
    // Administration changes have one SLA, head office's.
    const headOfficeRows = (await call('GET', 'WorkQueue/Sla', 'admin')).json<{ items: workQueueApi.Sla[] }>()
      .items;
    expect(headOfficeRows.filter((r) => r.area === 'AdminChange').map((r) => r.organizationId)).toEqual([
      null,
    ]);
    const withOrg = await call('PUT', 'WorkQueue/Sla', 'admin', { ...body, area: 'AdminChange' });
    expect(withOrg.json()).toEqual({ errors: { organizationId: [messages.slaOneForAdminChanges] } });
    expect(P.EditWorkSla).toBe('work.edit_sla');
  });

  it('tells a breach once: to the assignee, or to every decider when nobody holds it', async () => {
    const start = t.clock.now();
    try {
      const business = (await itemOf('supervisor', dahab.business.id))!;
      await call('POST', 'WorkQueue/Claim', 'supervisor', { recordId: business.recordId });
      t.clock.advance(100 * HOUR);
      await t.jobs.sendUpkeep('note-sla-breaches');
      await t.jobs.runDue();
      const noticesOf = (user: string) =>
        queryRows<{ title: string; body: string; link: string }>(
          t.database.db,
          sql`select n.title, n.body, n.link from notifications n join users u on u.id = n.user_id
              where u.user_name = ${user} order by n.created_at`,
        );
      const supervisor = await noticesOf('supervisor');
      expect(supervisor.map((n) => n.title)).toContain('Business breached its SLA');
      // The notice names the business itself, not another record that waits.
      expect(supervisor.map((n) => n.body)).toContain(
        `${DAHAB_SPEC.mark} Traders has waited 72 hours for review.`,
      );
      // The claimed business is told to its holder only; others (salaam.supervisor) hear nothing of Dahab.
      const admin = await noticesOf('admin');
      expect(admin.map((n) => n.body).some((b) => b.startsWith(`${DAHAB_SPEC.mark} Traders`))).toBe(false);
      expect((await noticesOf('salaam.supervisor')).every((n) => !n.body.includes(DAHAB_SPEC.mark))).toBe(
        true,
      );
      const told = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from activity_events where event = 'SlaBreached' and target_id = ${business.recordId}`,
      );
      expect(told[0]?.n).toBe(1);
      // A second run tells nothing again.
      const count = (await noticesOf('supervisor')).length;
      await t.jobs.sendUpkeep('note-sla-breaches');
      await t.jobs.runDue();
      expect((await noticesOf('supervisor')).length).toBe(count);
    } finally {
      t.clock.set(start);
      await signInAll();
    }
  });
  it('marks a backlog of breaches older than a week as told, without a notice each', async () => {
    const start = t.clock.now();
    try {
      const asked = await askCard('admin');
      expect(asked.statusCode, asked.body).toBe(201);
      const { id } = asked.json<{ id: string }>();
      t.clock.advance((48 + 8 * 24) * HOUR);
      await t.jobs.sendUpkeep('note-sla-breaches');
      await t.jobs.runDue();
      const [item] = await queryRows<{ noted: Date | null }>(
        t.database.db,
        sql`select breach_noted_at as noted from work_items where record_id = ${id}`,
      );
      expect(item?.noted).not.toBeNull();
      const told = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from activity_events where event = 'SlaBreached' and target_id = ${id}`,
      );
      expect(told[0]?.n).toBe(0);
      const backlog = await queryRows<{ remarks: string }>(
        t.database.db,
        sql`select remarks from activity_events where event = 'SlaBacklog' order by created_at desc limit 1`,
      );
      expect(backlog[0]?.remarks).toMatch(/breaches of Card requisition older than a week/);
    } finally {
      t.clock.set(start);
      await signInAll();
    }
  });
});

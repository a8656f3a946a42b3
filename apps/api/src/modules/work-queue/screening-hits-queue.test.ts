import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillMessage, messages, P, type screeningApi, type workQueueApi } from '@console/contract';
import { queryRows } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { DAHAB, insertCustomers, SALAAM } from '../../test/customer-fixtures.ts';
import { importUnFixture } from '../../test/screening-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Item = workQueueApi.WorkItem;
type Hit = screeningApi.HitRecord;
interface Notice {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

let t: TestApp;
const tokens: Record<string, string> = {};
const HOUR = 3_600_000;
const LISTED = 'Cabdiraxmaan Maxamuud Xuseen';
let dahabHit: Hit;
let salaamHit: Hit;

/** Sessions end when the clock moves on by hours: a test that moves it signs everyone in again. */
async function signInAll() {
  for (const name of ['compliance', 'compliance.checker', 'supervisor', 'officer'])
    tokens[name] = await tokenFor(t, name);
  // Branch staff given the screening permissions: each sees the hits of their own organization.
  tokens.dahabReviewer = await tokenFor(t, 'officer', [P.ReviewScreeningHits]);
  tokens.salaamReviewer = await tokenFor(t, 'salaam.supervisor', [
    P.ReviewScreeningHits,
    P.ConfirmScreeningMatch,
  ]);
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url: `/api/api/${url}`, headers: bearer(tokens[who]!), payload });
const queue = async (who: string, query = '') => {
  const res = await call('GET', `WorkQueue?size=100${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Item[] }>().items;
};
const itemOf = async (who: string, id: string) => (await queue(who)).find((i) => i.recordId === id);
const count = async (who: string) =>
  (await call('GET', 'WorkQueue/Count', who)).json<{ waiting: number; assignedToMe: number }>();
const noticesOf = async (who: string) =>
  (await call('GET', 'Notifications?size=100', who)).json<{ items: Notice[] }>().items;
const screen = async (id: string) => {
  const res = await call('POST', `Screening/Customers/${id}`, 'compliance');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ hits: Hit[] }>().hits;
};

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  await signInAll();
  expect((await importUnFixture(t, tokens.compliance!)).statusCode).toBe(201);
  const [dahab, salaam] = await insertCustomers(t, [{ name: LISTED }, { name: LISTED }]);
  await t.database.db.update(customers).set({ organizationId: SALAAM }).where(eq(customers.id, salaam!.id));
  [dahabHit] = (await screen(dahab!.id)) as [Hit];
  [salaamHit] = (await screen(salaam!.id)) as [Hit];
});
afterAll(() => t.close());

describe('screening hits in the work queue', () => {
  it('lists a pending hit for its reviewers, to open and decide beside its entry', async () => {
    const item = await itemOf('compliance', dahabHit.id);
    expect(item).toMatchObject({
      area: 'ScreeningHit',
      status: 'Pending',
      step: messages.workStepHitReview,
      recordName: LISTED,
      organizationId: DAHAB,
      organizationName: 'Dahab Bank',
      // A pending hit is the screening's own: whoever screened the record may review it.
      madeBy: 'system',
      slaState: 'Within',
      decisions: [],
      blockedBecause: fillMessage(messages.workItemOpenIt, {
        step: messages.workStepHitReview.toLowerCase(),
      }),
    });
    expect(Date.parse(item!.dueSoonAt) - Date.parse(item!.waitingSince)).toBe(2 * HOUR);
    expect(Date.parse(item!.breachAt) - Date.parse(item!.waitingSince)).toBe(24 * HOUR);
    expect((await queue('compliance', '&area=ScreeningHit')).map((i) => i.recordId).sort()).toEqual(
      [dahabHit.id, salaamHit.id].sort(),
    );
    expect((await count('compliance')).waiting).toBe(2);
    // Claimed as any item is, by the one who screened the record too.
    const claimed = await call('POST', 'WorkQueue/Claim', 'compliance', { recordId: dahabHit.id });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await count('compliance')).assignedToMe).toBe(1);
    // The queue never decides a hit: the whole request is refused and nothing changes.
    const decided = await call('POST', 'WorkQueue/Decide', 'compliance', {
      decision: 'decline',
      reason: 'not him',
      items: [{ area: 'ScreeningHit', recordId: dahabHit.id, rowVersion: item!.rowVersion }],
    });
    expect(decided.statusCode).toBe(400);
    expect((await call('GET', `Screening/Hits/${dahabHit.id}`, 'compliance')).json()).toMatchObject({
      status: 'Pending',
    });
    // Whoever decides no hit has none in their queue.
    expect(await itemOf('supervisor', dahabHit.id)).toBeUndefined();
  });

  it('keeps each hit within its organization', async () => {
    expect((await queue('dahabReviewer', '&area=ScreeningHit')).map((i) => i.recordId)).toEqual([
      dahabHit.id,
    ]);
    expect((await queue('salaamReviewer', '&area=ScreeningHit')).map((i) => i.recordId)).toEqual([
      salaamHit.id,
    ]);
    expect((await count('salaamReviewer')).waiting).toBe(1);
    for (const [who, other] of [
      ['salaamReviewer', dahabHit.id],
      ['dahabReviewer', salaamHit.id],
    ] as const) {
      expect((await call('POST', 'WorkQueue/Claim', who, { recordId: other })).statusCode).toBe(404);
      expect((await call('GET', `WorkQueue/Deciders?recordId=${other}`, who)).statusCode).toBe(404);
    }
  });

  it('tells the reviewers of the organization of a new hit, naming the list entry and no person', async () => {
    const [notice] = (await noticesOf('dahabReviewer')).filter((n) => n.kind === 'ScreeningHit');
    expect(notice).toMatchObject({
      kind: 'ScreeningHit',
      title: messages.hitNoticeTitle,
      body: fillMessage(messages.hitNoticeBody, { source: 'UN', reference: 'SOi.002' }),
      link: `/screening/hits/${dahabHit.id}`,
      readAt: null,
    });
    expect(JSON.stringify(await noticesOf('compliance'))).not.toContain('Cabdiraxmaan');
    const salaamNotices = (await noticesOf('salaamReviewer')).filter((n) => n.kind === 'ScreeningHit');
    expect(salaamNotices.map((n) => n.link)).toEqual([`/screening/hits/${salaamHit.id}`]);
    // Head office reviews every organization's hits: one notice each.
    expect((await noticesOf('compliance')).filter((n) => n.kind === 'ScreeningHit')).toHaveLength(2);
    expect((await noticesOf('supervisor')).some((n) => n.kind === 'ScreeningHit')).toBe(false);
  });

  it('moves a proposed true match to the checkers, its proposer never deciding it', async () => {
    const proposed = await call('POST', `Screening/Hits/${salaamHit.id}/Decision`, 'compliance', {
      decision: 'TrueMatch',
      reason: 'Same passport',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(await itemOf('compliance', salaamHit.id)).toBeUndefined();
    const item = await itemOf('compliance.checker', salaamHit.id);
    expect(item).toMatchObject({
      area: 'ScreeningMatch',
      status: 'TrueMatchProposed',
      step: messages.workStepMatchConfirmation,
      madeBy: 'compliance',
      assignee: null,
      slaState: 'Within',
    });
    expect(item?.waitingSince).toBe(t.clock.now().toISOString());
    const mine = await itemOf('salaamReviewer', salaamHit.id);
    expect(mine?.area).toBe('ScreeningMatch');
    // The checkers are told; the proposer is not.
    const told = (await noticesOf('compliance.checker')).filter((n) => n.kind === 'ScreeningMatch');
    expect(told.map((n) => n.body)).toEqual([
      fillMessage(messages.matchNoticeBody, { source: 'UN', reference: 'SOi.002' }),
    ]);
    expect((await noticesOf('compliance')).some((n) => n.kind === 'ScreeningMatch')).toBe(false);
    expect((await count('compliance')).waiting).toBe(1);

    const confirmed = await call('POST', `Screening/Hits/${salaamHit.id}/Decision`, 'compliance.checker', {
      decision: 'FalsePositive',
      reason: 'Another man, born 1990',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await itemOf('compliance.checker', salaamHit.id)).toBeUndefined();
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select coalesce(sum(n), 0)::int as n from work_counts where area like 'Screening%'`,
    );
    expect(left?.n).toBe(1);
  });

  it('states the SLA of hits, 2 h due soon and 24 h breached by default, as set per organization', async () => {
    const start = t.clock.now();
    try {
      const sla = (await call('GET', 'WorkQueue/Sla', 'compliance')).json<{ items: workQueueApi.Sla[] }>();
      expect(sla.items.find((s) => s.area === 'ScreeningHit' && s.organizationId === DAHAB)).toMatchObject({
        dueSoonHours: 2,
        breachHours: 24,
        isDefault: true,
      });
      t.clock.advance(3 * HOUR);
      await signInAll();
      expect((await itemOf('compliance', dahabHit.id))?.slaState).toBe('DueSoon');
      t.clock.advance(22 * HOUR);
      await signInAll();
      expect((await itemOf('compliance', dahabHit.id))?.slaState).toBe('Breached');
      const changed = await call('PUT', 'WorkQueue/Sla', 'supervisor', {
        area: 'ScreeningHit',
        organizationId: DAHAB,
        dueSoonHours: 30,
        breachHours: 48,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await itemOf('compliance', dahabHit.id))?.slaState).toBe('Within');
    } finally {
      t.clock.set(start);
      await signInAll();
    }
  });
});

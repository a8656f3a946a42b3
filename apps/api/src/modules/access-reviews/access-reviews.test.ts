import { and, eq, not, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, P, type accessReviewsApi, type Paged } from '@console/contract';
import { queryRows } from '../../db/client.ts';
import { accessReviews, notifications, userBranches, users } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { periodOf } from './access-review-schedule.ts';

type Review = accessReviewsApi.AccessReview;
const DAY = 24 * 3_600_000;

let t: TestApp;
let checker: string;

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
  checker = await tokenFor(t, 'admin.checker');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/api/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

/** The upkeep's run of the access reviews now, by the test clock. */
async function upkeep(): Promise<void> {
  await t.jobs.sendUpkeep('access-reviews');
  await t.jobs.runDue();
}

const reviewsOf = async (token: string, query = 'size=100') =>
  (await call('GET', `AccessReviews?${query}`, token)).json<Paged<Review>>();

const reviewOf = async (userName: string, kind: 'Role' | 'Branch', status = 'Pending') => {
  const page = await reviewsOf(checker, `size=100&status=${status}`);
  return page.items.find((r) => r.userName === userName && r.kind === kind)!;
};

const userId = async (userName: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]!.id;

describe('the period', () => {
  it('is the year cut into periods of the policy’s months, from January, in UTC', () => {
    expect(periodOf(new Date('2026-11-21T09:00:00Z'), 3)).toBe('2026-10-01');
    expect(periodOf(new Date('2027-01-01T00:00:00Z'), 3)).toBe('2027-01-01');
    expect(periodOf(new Date('2026-12-31T23:59:59Z'), 12)).toBe('2026-01-01');
    expect(periodOf(new Date('2026-06-30T23:59:59Z'), 6)).toBe('2026-01-01');
    expect(periodOf(new Date('2026-05-15T00:00:00Z'), 1)).toBe('2026-05-01');
    expect(periodOf(new Date('2026-12-15T00:00:00Z'), 5)).toBe('2026-11-01');
  });
});

describe('access reviews', () => {
  it('opens each role and branch mapping of the active staff once a period, into the work queue', async () => {
    await upkeep();
    const page = await reviewsOf(checker);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((r) => r.period === '2026-10-01' && r.status === 'Pending')).toBe(true);
    // Due after the SLA of access reviews: two weeks.
    const officer = page.items.filter((r) => r.userName === 'officer');
    expect(officer.map((r) => r.kind).sort()).toEqual(['Branch', 'Role']);
    expect(officer.find((r) => r.kind === 'Role')).toMatchObject({
      access: 'Onboarding Officer',
      organizationName: 'Dahab Bank',
      dueAt: new Date(t.clock.now().getTime() + 14 * DAY).toISOString(),
    });
    expect(officer.find((r) => r.kind === 'Branch')!.access).toMatch(/^Dahab Bank \/ 001 /);
    // Merchants' users are the merchants' own; a user of several organizations or none is head office's.
    expect(page.items.some((r) => r.userName === 'merchant')).toBe(false);
    expect(page.items.find((r) => r.userName === 'auditor')!.organizationId).toBeNull();

    const queue = await call('GET', 'WorkQueue?area=AccessReview&size=100', checker);
    expect(queue.statusCode).toBe(200);
    const items =
      queue.json<Paged<{ recordName: string; decisions: string[]; blockedBecause: string | null }>>();
    expect(items.totalItems).toBe(page.totalItems);
    expect(items.items.find((i) => i.recordName === 'officer: Onboarding Officer')!.decisions).toEqual([
      'confirm',
      'revoke',
    ]);

    // A second run within the period opens nothing more.
    await upkeep();
    expect((await reviewsOf(checker)).totalItems).toBe(page.totalItems);
  });

  it('confirms an access: decided, out of the queue, and decided once', async () => {
    const review = await reviewOf('supervisor', 'Role');
    const stale = await call('POST', `AccessReviews/${review.id}/Decision`, checker, {
      decision: 'confirm',
      rowVersion: review.rowVersion + 1,
    });
    expect(stale.statusCode).toBe(409);
    const res = await call('POST', `AccessReviews/${review.id}/Decision`, checker, {
      decision: 'confirm',
      rowVersion: review.rowVersion,
      remarks: 'Still supervises onboarding',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Confirmed',
      decidedBy: 'admin.checker',
      remarks: 'Still supervises onboarding',
    });
    const again = await call('POST', `AccessReviews/${review.id}/Decision`, checker, {
      decision: 'revoke',
      rowVersion: review.rowVersion + 1,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: messages.accessReviewDecided });
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from work_items where record_id = ${review.id}`,
    );
    expect(left!.n).toBe(0);
  });

  it('revokes at once: the mapping is gone and the user’s session ends, with no second person', async () => {
    const officerToken = await tokenFor(t, 'officer');
    expect((await call('GET', 'Notifications', officerToken)).statusCode).toBe(200);
    const review = await reviewOf('officer', 'Branch');
    const res = await call('POST', `AccessReviews/${review.id}/Decision`, checker, {
      decision: 'revoke',
      rowVersion: review.rowVersion,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Revoked' });
    const mappings = await t.database.db
      .select()
      .from(userBranches)
      .where(and(eq(userBranches.userId, await userId('officer')), not(userBranches.isDeleted)));
    expect(mappings).toEqual([]);
    expect((await call('GET', 'Notifications', officerToken)).statusCode).toBe(401);
    const pending = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from admin_changes where status = 'Pending' and target_name = 'officer'`,
    );
    expect(pending[0]!.n).toBe(0);
  });

  it('revokes a role through the work queue as well', async () => {
    const review = await reviewOf('cards', 'Role');
    const res = await call('POST', 'WorkQueue/Decide', checker, {
      decision: 'revoke',
      items: [{ area: 'AccessReview', recordId: review.id, rowVersion: review.rowVersion }],
    });
    const results = res.json<{ results: { recordId: string; outcome: string }[] }>().results;
    expect(results.map((r) => [r.recordId, r.outcome])).toEqual([[review.id, 'done']]);
    const held = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from user_roles where user_id = ${await userId('cards')}`,
    );
    expect(held[0]!.n).toBe(0);
  });

  it('never lets a user decide the review of their own access', async () => {
    const own = await reviewOf('admin.checker', 'Role');
    const res = await call('POST', `AccessReviews/${own.id}/Decision`, checker, {
      decision: 'confirm',
      rowVersion: own.rowVersion,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.ownAccessReview });
  });

  it('keeps each organization to its own reviews: another’s is not found', async () => {
    const salaam = await tokenFor(t, 'salaam.supervisor', [P.ReviewAccess]);
    const seen = await reviewsOf(salaam);
    expect(seen.items.length).toBeGreaterThan(0);
    expect(seen.items.every((r) => r.organizationName === 'Salaam Microfinance')).toBe(true);
    const dahab = await reviewOf('supervisor', 'Branch');
    const res = await call('POST', `AccessReviews/${dahab.id}/Decision`, salaam, {
      decision: 'revoke',
      rowVersion: dahab.rowVersion,
    });
    expect(res.statusCode).toBe(404);
    expect((await reviewOf('supervisor', 'Branch')).status).toBe('Pending');
    const report = await call('GET', 'Reports/AccessReviews?size=100', salaam);
    expect(
      report.json<Paged<Review>>().items.every((r) => r.organizationName === 'Salaam Microfinance'),
    ).toBe(true);
  });

  it('refuses bad input clearly and changes nothing', async () => {
    const review = await reviewOf('supervisor', 'Branch');
    const url = `AccessReviews/${review.id}/Decision`;
    const bad = await call('POST', url, checker, { decision: 'maybe', rowVersion: review.rowVersion });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { decision: [messages.accessReviewDecision] } });
    expect((await call('POST', url, checker, { decision: 'confirm' })).statusCode).toBe(400);
    const unknown = await call('POST', `AccessReviews/${crypto.randomUUID()}/Decision`, checker, {
      decision: 'confirm',
      rowVersion: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', 'AccessReviews?status=Maybe', checker)).statusCode).toBe(400);
    expect((await call('GET', 'AccessReviews', null)).statusCode).toBe(401);
    expect((await call('GET', 'AccessReviews', await tokenFor(t, 'officer'))).statusCode).toBe(403);
    expect((await reviewOf('supervisor', 'Branch')).rowVersion).toBe(review.rowVersion);
  });

  it('escalates what is not answered by its due time: marked, the security team told, once', async () => {
    t.clock.advance(15 * DAY);
    // The session of before has timed out meanwhile.
    checker = await tokenFor(t, 'admin.checker');
    await upkeep();
    const pending = await reviewsOf(checker, 'size=100&status=Pending');
    expect(pending.items.every((r) => r.escalatedAt === t.clock.now().toISOString())).toBe(true);
    const decided = await reviewsOf(checker, 'size=100&status=Confirmed');
    expect(decided.items.every((r) => r.escalatedAt === null)).toBe(true);
    const told = async () =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, await userId('admin.checker')),
              eq(notifications.kind, 'AccessReviewEscalated'),
            ),
          )
      ).length;
    const first = await told();
    // Not told of their own review: every other pending one.
    expect(first).toBe(pending.items.filter((r) => r.userName !== 'admin.checker').length);
    t.clock.advance(DAY);
    checker = await tokenFor(t, 'admin.checker');
    await upkeep();
    expect(await told()).toBe(first);
    // Still in the queue, still decidable.
    const review = pending.items.find((r) => r.userName === 'supervisor' && r.kind === 'Branch')!;
    const res = await call('POST', `AccessReviews/${review.id}/Decision`, checker, {
      decision: 'confirm',
      rowVersion: review.rowVersion,
    });
    expect(res.statusCode).toBe(200);
  });

  it('opens the next period when it begins, and the report lists each outcome for the auditors', async () => {
    t.clock.set('2027-01-04T08:00:00Z');
    checker = await tokenFor(t, 'admin.checker');
    await upkeep();
    const next = await reviewsOf(checker, 'size=100&period=2027-01-01');
    expect(next.totalItems).toBeGreaterThan(0);
    // What was revoked is no longer held, so it is not reviewed again.
    expect(next.items.some((r) => r.userName === 'officer' && r.kind === 'Branch')).toBe(false);
    const auditor = await tokenFor(t, 'auditor');
    const report = await call('GET', 'Reports/AccessReviews?size=100&period=2026-10-01', auditor);
    expect(report.statusCode).toBe(200);
    const rows = report.json<Paged<Review>>().items;
    expect(rows.find((r) => r.userName === 'officer' && r.kind === 'Branch')).toMatchObject({
      status: 'Revoked',
      decidedBy: 'admin.checker',
    });
    expect(rows.find((r) => r.userName === 'supervisor' && r.kind === 'Role')!.status).toBe('Confirmed');
    expect((await call('GET', 'Reports/AccessReviews', await tokenFor(t, 'officer'))).statusCode).toBe(403);
    const stored = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(accessReviews);
    expect(stored[0]!.n).toBe(rows.length + next.totalItems);
  });
});

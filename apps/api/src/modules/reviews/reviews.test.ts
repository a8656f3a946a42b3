import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  messages,
  type Paged,
  type reviewsApi,
  type riskApi,
  type workQueueApi,
} from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { activityEvents, customers, documents } from '../../db/schema/index.ts';
import { DEMO_CORE } from '../../core-banking/sandbox/index.ts';
import { approved } from '../../test/admin-change-helpers.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore, submitApplication } from '../../test/core-helpers.ts';
import { drainJobs } from '../../test/jobs-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { addDays, addMonths, dayOf } from './review-schedule.ts';
import { RiskRatings } from '../risk/index.ts';
import { UserScopes } from '../users/index.ts';
import { Reviews } from './reviews.service.ts';

type Review = reviewsApi.Review;

let t: TestApp;
let reviews: Reviews;
const tokens: Record<string, string> = {};
const users = [
  'officer',
  'supervisor',
  'compliance',
  'compliance.checker',
  'admin.checker',
  'salaam.supervisor',
  'admin',
];

/** Signs everyone in again: the tests move the clock by months, past any session. */
async function signInAll() {
  for (const name of users) tokens[name] = await tokenFor(t, name);
}

beforeAll(async () => {
  ({ t } = await createAppWithCore());
  await seed(t);
  await signInAll();
  // The look run in this process, batch after batch, where a test runs it twice in a day.
  const db = t.database.db;
  const scopes = new UserScopes({ db });
  const risk = new RiskRatings({ db, scopes, clock: t.clock });
  reviews = new Reviews({ db, scopes, clock: t.clock, jobs: t.jobs, risk, batch: 7 });
});
afterAll(() => t.close());

/** The look, as the upkeep's jobs run it: the scheduled start, then every batch. */
async function look() {
  await t.jobs.sendUpkeep('open-kyc-reviews');
  await drainJobs(t);
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${API_BASE}${url}`,
    headers: bearer(tokens[who] ?? who),
    ...(payload ? { payload } : {}),
  });

let phoneNo = 0;
async function customer(fields: Record<string, unknown> = {}) {
  const mobile = `+2526178${String(++phoneNo).padStart(5, '0')}`;
  const app = await submitApplication(
    t,
    { maker: tokens.officer!, reader: tokens.admin! },
    {
      organizationId: DEMO_CORE.org.id,
      mobile,
      customer: { name: 'Ayaan Maxamed Cali', email: `r${mobile.slice(-5)}@mail.example`, ...fields },
    },
  );
  return app.customerId;
}

async function reviewsOfCustomer(customerId: string, query = '', who = 'supervisor') {
  const res = await call('GET', `Reviews?customerId=${customerId}${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Paged<Review>>().items;
}

/** Moves the clock to a day (noon UTC) and signs everyone in again. */
async function onDay(day: string) {
  t.clock.set(`${day}T12:00:00Z`);
  await signInAll();
}

const today = () => dayOf(t.clock.now());

async function passport(customerId: string, expireDate: string) {
  const at = t.clock.now();
  await t.database.db.insert(documents).values({
    customerId,
    documentType: 'Passport',
    documentNo: `P${expireDate.replaceAll('-', '')}`,
    expireDate,
    contentType: 'application/pdf',
    size: 10,
    blobKey: `test-${crypto.randomUUID()}`,
    createdAt: at,
    createdBy: 'officer',
    timeStamp: at,
  });
}

const submit = (r: Review, who: string, body: object = {}) =>
  call('POST', `Reviews/${r.id}/Submission`, who, {
    rowVersion: r.rowVersion,
    remark: 'Met the customer',
    ...body,
  });
const decide = (r: Review, who: string, decision: string, remark = 'Checked') =>
  call('POST', `Reviews/${r.id}/Decision`, who, { rowVersion: r.rowVersion, decision, remark });

describe('the periodic review', () => {
  it('opens 30 days before the day the rating sets, is due, then overdue, on any date', async () => {
    const start = today();
    const id = await customer();
    const risk = await call('GET', `Customers/${id}/Risk`, 'compliance');
    expect(risk.json<riskApi.RiskAnswer>().rating).toBe('Low');
    const dueOn = addMonths(start, 60);

    await onDay(addDays(dueOn, -31));
    await reviews.openAll(t.clock.now());
    expect(await reviewsOfCustomer(id)).toEqual([]);

    await onDay(addDays(dueOn, -30));
    await look();
    const [opened] = await reviewsOfCustomer(id);
    expect(opened).toMatchObject({ reason: 'Periodic', status: 'Due', state: 'due', dueOn, rating: 'Low' });
    // Run again the same day, it opens nothing more.
    await reviews.openAll(t.clock.now());
    expect(await reviewsOfCustomer(id)).toHaveLength(1);
    expect(await reviewsOfCustomer(id, '&state=overdue')).toEqual([]);

    await onDay(addDays(dueOn, 1));
    expect(await reviewsOfCustomer(id, '&state=overdue')).toMatchObject([
      { id: opened!.id, state: 'overdue' },
    ]);
    expect(await reviewsOfCustomer(id, '&state=due')).toEqual([]);
  });

  it('is submitted by a maker and approved by a second person: fields written, re-rated, next date set', async () => {
    const id = await customer({ occupation: 'Teacher' });
    await onDay(addDays(addMonths(today(), 60), -10));
    await reviews.openAll(t.clock.now());
    const [due] = await reviewsOfCustomer(id);
    expect(due).toBeDefined();

    // The queue holds it for a second person only once it is submitted.
    const queued = async () => {
      const res = await call('GET', 'WorkQueue?area=KycReview&size=100', 'supervisor');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Paged<workQueueApi.WorkItem>>().items.find((i) => i.recordId === due!.id);
    };
    expect(await queued()).toMatchObject({ status: 'Due', decisions: [], customerId: id });

    expect((await submit(due!, 'compliance.checker')).statusCode).toBe(403);
    const stale = await submit({ ...due!, rowVersion: due!.rowVersion + 1 }, 'officer');
    expect(stale.statusCode).toBe(409);
    const res = await submit(due!, 'officer', {
      changes: { pepSelfDeclared: true, pepRelationship: 'Self' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const submitted = res.json<Review>();
    expect(submitted).toMatchObject({
      status: 'Submitted',
      submittedBy: 'officer',
      changes: { pepSelfDeclared: true },
    });
    expect((await submit(submitted, 'officer')).statusCode).toBe(409);
    // Nothing changed on the customer before the second person.
    const [before] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    expect(before?.pepSelfDeclared).not.toBe(true);
    expect(await queued()).toMatchObject({
      status: 'Submitted',
      madeBy: 'officer',
      decisions: ['approve', 'reject'],
    });

    // The officer holds no approval: a second person decides.
    expect((await decide(submitted, 'officer', 'Approve')).statusCode).toBe(403);

    const ok = await decide(submitted, 'supervisor', 'Approve', 'Declaration checked');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Review>()).toMatchObject({ status: 'Approved', state: null, decidedBy: 'supervisor' });
    expect(await queued()).toBeUndefined();
    expect((await decide(ok.json<Review>(), 'supervisor', 'Return')).statusCode).toBe(409);

    const [after] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    expect(after).toMatchObject({ pepSelfDeclared: true, pepRelationship: 'Self' });
    const risk = (await call('GET', `Customers/${id}/Risk`, 'compliance')).json<riskApi.RiskAnswer>();
    expect(risk.rating).toBe('High');
    const audit = await t.database.db
      .select({ event: activityEvents.event, by: activityEvents.createdBy, remarks: activityEvents.remarks })
      .from(activityEvents)
      .where(and(eq(activityEvents.type, 'KycReview'), eq(activityEvents.targetId, id)));
    expect(audit.map((a) => [a.event, a.by])).toEqual([
      ['ReviewOpened', 'system'],
      ['ReviewSubmitted', 'officer'],
      ['ReviewApproved', 'supervisor'],
    ]);
    // High now: the next review is 12 months from this one.
    expect(audit[2]?.remarks).toContain(`next review ${addMonths(today(), 12)}`);
    await reviews.openAll(t.clock.now());
    expect(await reviewsOfCustomer(id)).toEqual([]);
    await onDay(addDays(addMonths(today(), 12), -30));
    await reviews.openAll(t.clock.now());
    expect(await reviewsOfCustomer(id)).toMatchObject([{ reason: 'Periodic', rating: 'High' }]);
  });

  it('returned, it is due again for its maker', async () => {
    const id = await customer();
    await onDay(addDays(addMonths(today(), 60), -5));
    await reviews.openAll(t.clock.now());
    const [due] = await reviewsOfCustomer(id);
    const submitted = (await submit(due!, 'officer')).json<Review>();
    const back = await decide(submitted, 'supervisor', 'Return', 'Ask for the source of funds');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<Review>()).toMatchObject({
      status: 'Due',
      submittedBy: null,
      decisionRemark: 'Ask for the source of funds',
    });
    expect((await decide(back.json<Review>(), 'supervisor', 'Approve')).statusCode).toBe(400);
    const again = await submit(back.json<Review>(), 'supervisor', { changes: { sourceOfFunds: 'Salary' } });
    expect(again.statusCode, again.body).toBe(200);
    // Four eyes: whoever submitted it never decides it, whatever they hold.
    const own = await decide(again.json<Review>(), 'supervisor', 'Approve');
    expect(own.statusCode).toBe(403);
    expect(own.json<{ message: string }>().message).toBe(messages.reviewOwn);
    const ok = await decide(again.json<Review>(), 'compliance.checker', 'Approve');
    expect(ok.statusCode, ok.body).toBe(200);
    const [after] = await t.database.db.select().from(customers).where(eq(customers.id, id));
    expect(after?.sourceOfFunds).toBe('Salary');
  });

  it('refuses bad input with 400 and is scoped to the organization', async () => {
    const id = await customer();
    await onDay(addDays(addMonths(today(), 60), -1));
    await reviews.openAll(t.clock.now());
    const [due] = await reviewsOfCustomer(id);
    const noRemark = await submit(due!, 'officer', { remark: '  ' });
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json<{ errors: Record<string, string[]> }>().errors.remark?.[0]).toBe(
      messages.reviewRemarkRequired,
    );
    const badTurnover = await submit(due!, 'officer', { changes: { expectedMonthlyTurnover: '12.345' } });
    expect(badTurnover.statusCode).toBe(400);
    expect((await decide(due!, 'supervisor', 'Maybe')).statusCode).toBe(400);
    // Another organization's review does not exist for its staff.
    expect(await reviewsOfCustomer(id, '', 'salaam.supervisor')).toEqual([]);
    expect((await submit(due!, 'salaam.supervisor')).statusCode).toBe(404);
    const outsider = await tokenFor(t, 'salaam.supervisor', ['kyc.approve_review']);
    expect((await decide(due!, outsider, 'Approve')).statusCode).toBe(404);
    expect((await call('GET', 'Reviews', 'compliance')).statusCode).toBe(403);
    expect((await reviewsOfCustomer(id))[0]).toMatchObject({ status: 'Due', rowVersion: due!.rowVersion });
  });
});

describe('an expiring identity document', () => {
  it('opens a review within 30 days of its expiry, approved once a newer one is on file', async () => {
    const id = await customer();
    await passport(id, addDays(today(), 31));
    await reviews.openAll(t.clock.now());
    expect(await reviewsOfCustomer(id, '&reason=DocumentExpiring')).toEqual([]);
    await onDay(addDays(today(), 1));
    await reviews.openAll(t.clock.now());
    const [expiring] = await reviewsOfCustomer(id, '&reason=DocumentExpiring');
    expect(expiring).toMatchObject({ status: 'Due', state: 'due', dueOn: addDays(today(), 30) });

    const submitted = (await submit(expiring!, 'officer')).json<Review>();
    const early = await decide(submitted, 'supervisor', 'Approve');
    expect(early.statusCode).toBe(400);
    expect(early.json<{ message: string }>().message).toMatch(/new identity document/);
    await passport(id, addMonths(today(), 120));
    const ok = await decide(submitted, 'supervisor', 'Approve');
    expect(ok.statusCode, ok.body).toBe(200);
    await reviews.openAll(t.clock.now());
    expect(await reviewsOfCustomer(id, '&reason=DocumentExpiring')).toEqual([]);
  });
});

describe('the intervals between reviews', () => {
  it('change under four eyes, head office only, and move the next days', async () => {
    const get = await call('GET', 'Reviews/Intervals', 'compliance');
    expect(get.json()).toMatchObject({ high: 12, medium: 24, low: 60, updatedBy: null });
    const bad = await call('PUT', 'Reviews/Intervals', 'compliance', { high: 30, medium: 24, low: 60 });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call('PUT', 'Reviews/Intervals', 'compliance', { high: 0, medium: 24, low: 60 })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', 'Reviews/Intervals', 'compliance', { high: 12, medium: 24, low: 60 })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', 'Reviews/Intervals', 'officer', { high: 6, medium: 24, low: 48 })).statusCode,
    ).toBe(403);

    const id = await customer();
    const asked = await call('PUT', 'Reviews/Intervals', 'compliance', { high: 6, medium: 12, low: 36 });
    // Nothing changes before the second person.
    expect((await call('GET', 'Reviews/Intervals', 'compliance')).json()).toMatchObject({ low: 60 });
    await approved(t, tokens['admin.checker']!, asked);
    expect((await call('GET', 'Reviews/Intervals', 'compliance')).json()).toMatchObject({
      high: 6,
      medium: 12,
      low: 36,
      updatedBy: 'compliance',
    });
    await onDay(addDays(addMonths(today(), 36), -30));
    await reviews.openAll(t.clock.now());
    expect(await reviewsOfCustomer(id)).toMatchObject([{ reason: 'Periodic', rating: 'Low' }]);
  });
});

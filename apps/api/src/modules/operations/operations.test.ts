import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, P, type operationsApi } from '@console/contract';
import { DEMO_CORE, type SandboxCore } from '../../core-banking/sandbox/index.ts';
import { activityEvents, coreAccounts } from '../../db/schema/index.ts';
import { bearer, seed, tokenFor } from '../../test/auth-helpers.ts';
import { createAppWithCore } from '../../test/core-helpers.ts';
import { databaseNow } from '../../test/database-clock.ts';
import type { TestApp } from '../../test/test-app.ts';

type Job = operationsApi.Job;
interface JobPage {
  items: Job[];
  totalItems: number;
  counts: Record<operationsApi.JobState, number>;
}
interface Requisition {
  id: string;
  status: string;
  rowVersion: number;
  awaitingCore: boolean;
  coreError: string | null;
}

let t: TestApp;
let core: SandboxCore;
let cards: string;
let checker: string;
let admin: string;
const org = DEMO_CORE.org.id;
const account = DEMO_CORE.accountWithCards;

beforeAll(async () => {
  // Two attempts a second apart: the tests wait for the second rather than a bank's back-off.
  ({ t, core } = await createAppWithCore({ JOB_RETRY_LIMIT: '1', JOB_RETRY_DELAY_SECONDS: '1' }));
  await seed(t);
  cards = await tokenFor(t, 'cards');
  checker = await tokenFor(t, 'cards.checker');
  admin = await tokenFor(t, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/api/${url}`, headers: bearer(token), payload });

/** A card requisition approved and then completed by the checker: its job is queued. */
async function completing(): Promise<Requisition> {
  const asked = await call('POST', 'Accounts/Cards/Requisitions', cards, {
    organizationId: org,
    accountNumber: account,
    productType: 'Visa Gold',
    cardType: 'Debit',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const created = asked.json<Requisition>();
  let row = created;
  for (const status of ['Approved', 'Completed']) {
    const res = await call('POST', 'Accounts/Cards/RequisitionStatusChange', checker, {
      requestType: 'Card',
      requestId: row.id,
      status,
      rowVersion: row.rowVersion,
    });
    expect(res.statusCode, res.body).toBe(200);
    row = res.json<Requisition>();
  }
  return requisition(created.id);
}

async function requisition(id: string): Promise<Requisition> {
  const page = (await call('GET', 'Accounts/Cards/Requisitions?size=100', cards)).json<{
    items: Requisition[];
  }>();
  return page.items.find((r) => r.id === id)!;
}

const jobs = async (token = admin, query = '') =>
  (await call('GET', `Operations/Jobs?size=100${query}`, token)).json<JobPage>();
const jobOf = async (recordId: string) => (await jobs()).items.find((j) => j.record?.id === recordId)!;
/** Waits until the job's next attempt is due by the database's clock, which the queue counts in. */
const untilDue = async (job: Job) => {
  const wait = new Date(job.nextAttemptAt!).getTime() - (await databaseNow(t.database));
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
};

describe('a core step through the job queue', () => {
  it('retries after an outage with back-off and completes on its own when the core is back', async () => {
    const row = await completing();
    await core.setOutage(true);
    expect(row).toMatchObject({ status: 'Approved', awaitingCore: true, coreError: null });
    expect(await t.jobs.runDue()).toBe(1);
    const failed = await jobOf(row.id);
    expect(failed).toMatchObject({
      kind: 'fulfil-card-requisition',
      state: 'failed',
      attempts: 1,
      maxAttempts: 2,
      lastError: messages.unavailable,
      record: { type: 'CardRequisition', id: row.id },
    });
    // Still under way: the requisition says so, without an error yet.
    expect(await requisition(row.id)).toMatchObject({ awaitingCore: true, coreError: null });
    // Readiness reports the job waiting and the core away, and stays ready.
    const ready = await t.app.inject({ url: '/api/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', queue: { waiting: 1 }, core: 'unavailable' });
    await core.setOutage(false);
    await untilDue(failed);
    expect(await t.jobs.runDue()).toBe(1);
    expect(await requisition(row.id)).toMatchObject({ status: 'Completed', awaitingCore: false });
    expect(await jobOf(row.id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('writes a refusal onto the record with its reason, and does not try again', async () => {
    const row = await completing();
    await t.database.db
      .update(coreAccounts)
      .set({ status: 'Closed' })
      .where(and(eq(coreAccounts.orgId, org), eq(coreAccounts.accountNo, account)));
    try {
      expect(await t.jobs.runDue()).toBe(1);
    } finally {
      await t.database.db
        .update(coreAccounts)
        .set({ status: 'Active' })
        .where(and(eq(coreAccounts.orgId, org), eq(coreAccounts.accountNo, account)));
    }
    expect(await requisition(row.id)).toMatchObject({
      status: 'Approved',
      awaitingCore: false,
      coreError: 'A closed account cannot get a new card.',
    });
    expect(await jobOf(row.id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('lands in the dead list after its last attempt; an administrator retries it, audited', async () => {
    const row = await completing();
    await core.setOutage(true);
    await t.jobs.runDue();
    await untilDue(await jobOf(row.id));
    await t.jobs.runDue();
    const dead = await jobOf(row.id);
    expect(dead).toMatchObject({ state: 'dead', attempts: 2, lastError: messages.unavailable });
    expect(await requisition(row.id)).toMatchObject({
      status: 'Approved',
      awaitingCore: false,
      coreError: messages.coreDidNotAnswer,
    });
    const listed = await jobs(admin, '&state=dead');
    expect(listed.items.map((j) => j.id)).toContain(dead.id);
    expect(listed.counts.dead).toBe(listed.totalItems);

    await core.setOutage(false);
    const retried = await call('POST', `Operations/Jobs/${dead.id}/Retry`, admin);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<Job>()).toMatchObject({ id: dead.id, maxAttempts: 3 });
    expect(await requisition(row.id)).toMatchObject({ awaitingCore: true, coreError: null });
    // Only a dead job is retried: this one is waiting for its run now.
    expect((await call('POST', `Operations/Jobs/${dead.id}/Retry`, admin)).json()).toEqual({
      message: messages.jobWaiting,
    });
    await t.jobs.runDue();
    expect(await requisition(row.id)).toMatchObject({ status: 'Completed', awaitingCore: false });
    expect((await call('POST', `Operations/Jobs/${dead.id}/Retry`, admin)).json()).toEqual({
      message: messages.jobDone,
    });
    const audit = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.targetId, dead.id));
    expect(audit.map((e) => [e.type, e.event, e.createdBy])).toEqual([['Job', 'JobRetried', 'admin']]);
  });

  it('discards a dead job, audited; the record keeps its reason', async () => {
    const row = await completing();
    await core.setOutage(true);
    await t.jobs.runDue();
    await untilDue(await jobOf(row.id));
    await t.jobs.runDue();
    await core.setOutage(false);
    const dead = await jobOf(row.id);
    expect(dead.state).toBe('dead');
    const discarded = await call('POST', `Operations/Jobs/${dead.id}/Discard`, admin);
    expect(discarded.statusCode, discarded.body).toBe(204);
    expect(await jobOf(row.id)).toBeUndefined();
    expect(await requisition(row.id)).toMatchObject({
      status: 'Approved',
      coreError: messages.coreDidNotAnswer,
    });
    expect((await call('POST', `Operations/Jobs/${dead.id}/Discard`, admin)).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.targetId, dead.id));
    expect(audit.map((e) => e.event)).toEqual(['JobDiscarded']);
  });

  it('refuses to retry or discard a running job', async () => {
    const row = await completing();
    const job = await jobOf(row.id);
    await t.database.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() where id = ${job.id}`,
    );
    for (const action of ['Retry', 'Discard'])
      expect((await call('POST', `Operations/Jobs/${job.id}/${action}`, admin)).json()).toEqual({
        message: messages.jobRunning,
      });
    await t.database.db.execute(
      sql`update pgboss.job set state = 'created', started_on = null where id = ${job.id}`,
    );
    expect((await call('POST', `Operations/Jobs/${job.id}/Discard`, admin)).json()).toEqual({
      message: messages.jobWaiting,
    });
    await t.jobs.runDue();
  });

  it('answers 400 to an id that is not one, 404 to an unknown job', async () => {
    expect((await call('POST', 'Operations/Jobs/not-an-id/Retry', admin)).statusCode).toBe(400);
    const unknown = await call('POST', 'Operations/Jobs/6f1c2b3a-0000-4000-8000-000000000000/Retry', admin);
    expect(unknown.statusCode).toBe(404);
    expect((await call('GET', 'Operations/Jobs?state=lost', admin)).statusCode).toBe(400);
  });
});

describe('who sees and acts on jobs', () => {
  it('needs the permissions: viewing does not allow retrying or discarding', async () => {
    const viewer = await tokenFor(t, 'cards.checker', [P.ViewJobs]);
    expect((await call('GET', 'Operations/Jobs', viewer)).statusCode).toBe(200);
    const any = (await jobs()).items[0]!;
    expect((await call('POST', `Operations/Jobs/${any.id}/Retry`, viewer)).statusCode).toBe(403);
    expect((await call('POST', `Operations/Jobs/${any.id}/Discard`, viewer)).statusCode).toBe(403);
    expect((await call('GET', 'Operations/Jobs', cards)).statusCode).toBe(403);
  });

  it('shows a user the jobs of their organizations only, and no upkeep', async () => {
    const salaam = await tokenFor(t, 'salaam.supervisor', [P.ViewJobs, P.RetryJobs]);
    const theirs = await jobs(salaam);
    expect(theirs.items).toEqual([]);
    expect(Object.values(theirs.counts).every((n) => n === 0)).toBe(true);
    const ours = (await jobs()).items[0]!;
    expect((await call('POST', `Operations/Jobs/${ours.id}/Retry`, salaam)).statusCode).toBe(404);
  });
});

describe('metrics', () => {
  it('counts the jobs by kind and state, and the runs of this process', async () => {
    const text = (await t.app.inject({ url: '/metrics' })).body;
    expect(text).toMatch(/^jobs\{kind="fulfil-card-requisition",state="done"\} [1-9]/m);
    expect(text).toMatch(/^jobs_oldest_waiting_seconds \d+/m);
    expect(text).toMatch(/^job_runs_total\{kind="fulfil-card-requisition",outcome="failed"\} [1-9]/m);
  });
});

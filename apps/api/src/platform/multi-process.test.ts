import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type operationsApi, type sandboxApi } from '@console/contract';
import { DEMO_CORE } from '../core-banking/sandbox/index.ts';
import { queryRows } from '../db/client.ts';
import { coreCardOrders, coreCards } from '../db/schema/index.ts';
import { firstSignInAt, startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { databaseNow } from '../test/database-clock.ts';
import { openTestDatabase } from '../test/test-app.ts';

/**
 * A deployment's shape on one PostgreSQL database: two API processes and a worker, each started as
 * `npm run serve` starts it. What one process does, the others see: sessions, the sign-in limit
 * and the sandbox core's fault switch live in the database; decisions taken on either API are
 * carried out at the core by the worker, even when the core was down or the worker died mid-job;
 * the upkeep that every process schedules is queued once a minute.
 */

const org = DEMO_CORE.org.id;
const account = DEMO_CORE.accountWithCards;
const WORKER_READY = /Worker running the background jobs/;
/** Every process takes the same settings: the queue's own follow the last process to start. */
const shared = {
  NODE_ENV: 'development',
  JWT_SECRET: randomBytes(32).toString('hex'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  DATABASE_POOL_SIZE: '8',
  // Behind a load balancer each caller has an address of its own; here each check picks one.
  TRUST_PROXY: 'true',
  AUTH_RATE_LIMIT: '6',
  CORE_TIMEOUT_MS: '3000',
  // A running job is taken as lost 8 s after it started: past two core time-outs.
  JOB_TIMEOUT_SECONDS: '8',
  JOB_MAINTENANCE_SECONDS: '1',
  JOB_RETRY_DELAY_SECONDS: '1',
  JOB_POLL_SECONDS: '0.5',
  UPKEEP_CRON: '* * * * *',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
};

type Requisition = {
  id: string;
  status: string;
  rowVersion: number;
  awaitingCore: boolean;
  coreError: string | null;
};
type Job = operationsApi.Job;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let dataDir = '';
const started: ApiProcess[] = [];
let apiA: ApiProcess;
let apiB: ApiProcess;
let worker: ApiProcess;
const tokens = { admin: '', cards: '', checker: '' };
/**
 * When all three processes were running, by the database's clock, which the queue schedules by:
 * each of them schedules the minutes that start later.
 */
let allRunningAt = 0;
/** The wait for the scheduled upkeep, under way while the other checks run; its failure, if any. */
let upkeepRan: Promise<unknown>;

const from = (address: string) => ({ 'x-forwarded-for': address });

async function start(role: 'api' | 'worker', env: Record<string, string> = {}): Promise<ApiProcess> {
  const proc = await startApiProcess(
    { ...shared, DATABASE_URL: database.url, DATA_DIR: dataDir, PROCESS_ROLE: role, ...env },
    role === 'worker' ? WORKER_READY : undefined,
  );
  started.push(proc);
  return proc;
}

const call = (
  on: ApiProcess,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: object,
) =>
  fetch(on.base + url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

async function answer<T>(response: Promise<Response>, status = 200): Promise<T> {
  const res = await response;
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Reads again every 100 ms until `done` holds of what it read; fails after `ms`, naming `what`. */
async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (v: T) => boolean,
  ms: number,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`No ${what} within ${ms} ms; last read: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

const setCore = (on: ApiProcess, mode: sandboxApi.CoreFaultMode) =>
  answer(call(on, 'PUT', 'Sandbox/CoreFaults', tokens.admin, { mode }), 204);

/** A card requisition by `cards` on A, approved by `cards.checker` on B: ready to be Completed. */
async function approvedRequisition(): Promise<Requisition> {
  const asked = await answer<Requisition>(
    call(apiA, 'POST', 'Accounts/Cards/Requisitions', tokens.cards, {
      organizationId: org,
      accountNumber: account,
      productType: 'Visa Gold',
      cardType: 'Debit',
    }),
    201,
  );
  return decide(apiB, asked, 'Approved');
}

const decide = (on: ApiProcess, row: Requisition, status: 'Approved' | 'Completed') =>
  answer<Requisition>(
    call(on, 'POST', 'Accounts/Cards/RequisitionStatusChange', tokens.checker, {
      requestType: 'Card',
      requestId: row.id,
      status,
      rowVersion: row.rowVersion,
    }),
  );

async function requisition(id: string): Promise<Requisition | undefined> {
  const url = `Accounts/Cards/Requisitions?account=${account}&size=20`;
  const page = await answer<{ items: Requisition[] }>(call(apiB, 'GET', url, tokens.cards));
  return page.items.find((r) => r.id === id);
}

const completedOnItsOwn = (id: string) =>
  until(
    'Completed requisition',
    () => requisition(id),
    (r) => r?.status === 'Completed',
    60_000,
  );

async function fulfilmentJob(recordId: string): Promise<Job | undefined> {
  const url = 'Operations/Jobs?kind=fulfil-card-requisition&size=20';
  const page = await answer<{ items: Job[] }>(call(apiB, 'GET', url, tokens.admin));
  return page.items.find((j) => j.record?.id === recordId);
}

/** The job as the queue holds it, whichever process runs it. */
const queuedJob = async (recordId: string) =>
  (
    await queryRows<{ state: string; retry_count: number }>(
      database.db,
      sql`select state, retry_count from pgboss.job
          where name = 'fulfil-card-requisition' and data->>'recordId' = ${recordId}`,
    )
  )[0];

async function cardsOfAccount(): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(coreCards)
    .where(and(eq(coreCards.orgId, org), eq(coreCards.accountNo, account)));
  return row?.n ?? 0;
}

/**
 * Each minute the upkeep cron queued `purge-expired` for, with the jobs that queuing inserted. A
 * minute's job is queued by the one process whose cron monitor (every 30 s, shared through the
 * database) sees the minute first, into pg-boss's `__pgboss__send-it` queue keyed by the minute;
 * whichever process polls that queue next inserts the job, sometimes a few seconds into the next
 * minute. So a job is counted under the queuing that inserted it, not by its own creation minute.
 */
const upkeepMinutes = () =>
  queryRows<{ minute: string; jobs: string; completed: string }>(
    database.db,
    sql`select extract(epoch from s.singleton_on) as minute, count(p.id) as jobs,
               count(p.id) filter (where p.state = 'completed') as completed
        from pgboss.job s
        left join pgboss.job p
          on p.name = 'purge-expired' and p.created_on between s.started_on and s.completed_on
        where s.name = '__pgboss__send-it' and s.data->>'name' = 'purge-expired' and s.state = 'completed'
        group by s.singleton_on
        order by 1`,
  );

/** `purge-expired` jobs that no queuing of the cron inserted. */
const unscheduledUpkeep = async () =>
  (
    await queryRows<{ n: string }>(
      database.db,
      sql`select count(*) as n from pgboss.job p
          where p.name = 'purge-expired' and not exists (
            select 1 from pgboss.job s
            where s.name = '__pgboss__send-it'
              and p.created_on between s.started_on and coalesce(s.completed_on, now()))`,
    )
  )[0]?.n;

describe.skipIf(!process.env.DATABASE_URL)('two API processes and a worker on one database', () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'multi-process-'));
    // The first seeds the demo; the others start on its data.
    apiA = await start('api', { SEED_DEMO: 'true' });
    [apiB, worker] = await Promise.all([start('api'), start('worker', { LOG_LEVEL: 'info' })]);
    allRunningAt = await databaseNow(database);
    tokens.admin = await firstSignInAt(apiA.base, 'admin', from('10.0.0.1'));
    tokens.cards = await firstSignInAt(apiB.base, 'cards', from('10.0.0.2'));
    tokens.checker = await firstSignInAt(apiA.base, 'cards.checker', from('10.0.0.3'));
    // The cron monitor runs every 30 s: a whole minute after all three started is due within 2.
    upkeepRan = until(
      'purge-expired completed for a minute after all three started',
      upkeepMinutes,
      (minutes) => minutes.some((m) => Number(m.minute) * 1000 >= allRunningAt && Number(m.completed) > 0),
      150_000,
    ).then(
      () => null,
      (err: unknown) => err,
    );
  }, 240_000);

  afterAll(async () => {
    for (const proc of started) await proc.stop('SIGKILL');
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses a session signed in on one API on the other, and ends it for both', async () => {
    const token = await firstSignInAt(apiA.base, 'auditor', from('10.0.1.1'));
    await answer(call(apiB, 'GET', 'AppUsers/Permissions', token));
    await answer(call(apiB, 'POST', 'auth/logout', token), 204);
    expect((await call(apiA, 'GET', 'AppUsers/Permissions', token)).status).toBe(401);
    expect((await call(apiB, 'GET', 'AppUsers/Permissions', token)).status).toBe(401);
  });

  it('refuses on B the next request of a session the security centre ended on A', async () => {
    const token = await firstSignInAt(apiB.base, 'support', from('10.0.1.2'));
    await answer(call(apiB, 'GET', 'AppUsers/Permissions', token));
    const page = await answer<{ items: { id: string; userName: string }[] }>(
      call(apiA, 'GET', 'Security/Sessions?userName=support', tokens.admin),
    );
    const session = page.items.find((s) => s.userName === 'support');
    await answer(call(apiA, 'DELETE', `Security/Sessions/${session?.id ?? ''}`, tokens.admin), 204);
    expect((await call(apiB, 'GET', 'AppUsers/Permissions', token)).status).toBe(401);
  });

  it('counts the sign-ins of an address across both APIs', async () => {
    const wrong = (on: ApiProcess) =>
      fetch(`${on.base}auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from('10.0.2.1') },
        body: JSON.stringify({ userName: 'nobody', password: 'Not-The-Password-1' }),
      });
    const answers = [];
    for (const on of [apiA, apiB, apiA, apiB, apiA, apiB]) answers.push((await wrong(on)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await wrong(apiA)).status).toBe(429);
    expect((await wrong(apiB)).status).toBe(429);
  });

  it('completes a decision taken while the core was down, through the worker, once it is back', async () => {
    const approved = await approvedRequisition();
    await setCore(apiB, 'down');
    await decide(apiA, approved, 'Completed');
    expect(await requisition(approved.id)).toMatchObject({
      status: 'Approved',
      awaitingCore: true,
      coreError: null,
    });
    const failed = await until(
      'failed attempt',
      () => fulfilmentJob(approved.id),
      (j) => j?.state === 'failed',
      20_000,
    );
    expect(failed).toMatchObject({ lastError: messages.unavailable, record: { type: 'CardRequisition' } });
    expect(await requisition(approved.id)).toMatchObject({ status: 'Approved', awaitingCore: true });

    await setCore(apiA, 'ok');
    expect(await completedOnItsOwn(approved.id)).toMatchObject({ awaitingCore: false, coreError: null });
    expect(await fulfilmentJob(approved.id)).toMatchObject({ state: 'done' });
  });

  it('runs again the job of a worker killed in the middle of it; the core issues the card once', async () => {
    const cardsBefore = await cardsOfAccount();
    const approved = await approvedRequisition();
    // A slow core answers only after the call has timed out: the job is still running when killed.
    await setCore(apiA, 'slow');
    await decide(apiB, approved, 'Completed');
    await until(
      'running job',
      () => queuedJob(approved.id),
      (j) => j?.state === 'active',
      10_000,
    );
    await worker.stop('SIGKILL');
    expect(await queuedJob(approved.id)).toMatchObject({ state: 'active', retry_count: 0 });

    await setCore(apiB, 'ok');
    worker = await start('worker', { LOG_LEVEL: 'info' });
    await completedOnItsOwn(approved.id);
    // Taken as lost once past its time-out, and tried again by the new worker.
    expect(await queuedJob(approved.id)).toMatchObject({ state: 'completed', retry_count: 1 });
    const orders = await database.db
      .select()
      .from(coreCardOrders)
      .where(eq(coreCardOrders.reference, `${approved.id}:fulfil`));
    expect(orders).toHaveLength(1);
    expect(await cardsOfAccount()).toBe(cardsBefore + 1);
  }, 90_000);

  it('queues the scheduled upkeep once a minute, however many processes schedule it', async () => {
    const failure = await upkeepRan;
    if (failure) throw failure;
    const minutes = await upkeepMinutes();
    expect(minutes.length).toBeGreaterThan(0);
    for (const m of minutes) expect(Number(m.jobs), new Date(Number(m.minute) * 1000).toISOString()).toBe(1);
    expect(Number(await unscheduledUpkeep())).toBe(0);
  }, 300_000);
});

// Background jobs: 10,000 account openings queued at once and drained by one worker process while
// the sandbox core answers every call 50 ms late; and the customers first page under load from the
// API process, once with the queue idle and once while it drains, in the same run.
//
// BENCH_JOBS (10000), BENCH_CORE_LATENCY_MS (50), BENCH_DURATION (10 s of load per case) and
// BENCH_DRAIN_LIMIT (1800 s: a drain still running then is cut short and reported as far as it
// got) change the case; the worker reads the JOB_* variables of this environment.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startPgServer } from '../scripts/pg-server.mjs';
import { BENCH_SECRETS, signIn, startApi, startWorker } from './lib/api-server.mjs';
import { loadAverage } from './lib/cpu.mjs';
import { LOAD_HEADER, loadRow, runLoad } from './lib/load.mjs';
import { formatInt, printTable } from './lib/table.mjs';

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const CORE_LATENCY_MS = Number(process.env.BENCH_CORE_LATENCY_MS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const DRAIN_LIMIT_S = Number(process.env.BENCH_DRAIN_LIMIT ?? 1800);
const CONNECTIONS = 10;
const KIND = 'open-application-account';
const POLL_MS = 250;

/**
 * Approved applications of the demo's live customers with their opening jobs, as an approval
 * writes them (awaiting the core, and the job with the approval's data), in one transaction: the
 * worker finds them all queued at once. Each organization gets the account type, currency and
 * branch of one of its completed demo applications, which its core opens. The jobs take their
 * retries and time limit from their queue, as pg-boss's own send does.
 */
async function queueOpenings(client, count) {
  await client.query('begin');
  const { rows } = await client.query(
    `
    with offer as (
      select distinct on (organization_id) organization_id, account_type, currency, branch_code
      from applications
      where status = 'Completed' and not is_deleted
      order by organization_id, created_at
    ), holder as (
      select c.id, c.organization_id, o.account_type, o.currency, o.branch_code,
             row_number() over (order by c.created_at, c.id) - 1 as n, count(*) over () as holders
      from customers c join offer o using (organization_id)
      where not c.is_deleted
    ), made as (
      insert into applications (customer_id, organization_id, account_type, currency, branch_code,
                                status, awaiting_core, created_by, created_at, time_stamp)
      select h.id, h.organization_id, h.account_type, h.currency, h.branch_code,
             'Approved', true, 'officer', now(), now()
      from generate_series(0, $1::int - 1) g join holder h on h.n = g % h.holders
      returning id, customer_id, organization_id
    )
    insert into pgboss.job (name, data, state, retry_limit, retry_delay, retry_backoff, expire_in, policy)
    select q.name,
           jsonb_build_object('recordType', 'Application', 'recordId', m.id,
                              'organizationId', m.organization_id, 'recordName', c.name,
                              'by', jsonb_build_object('userName', 'supervisor')),
           'created', q.retry_limit, q.retry_delay, q.retry_backoff,
           make_interval(secs => q.expire_seconds), q.policy
    from made m join customers c on c.id = m.customer_id join pgboss.queue q on q.name = $2
    returning id, data->>'recordId' as application`,
    [count, KIND],
  );
  await client.query('commit');
  if (rows.length !== count) throw new Error(`queued ${rows.length} openings instead of ${count}`);
  return { jobIds: rows.map((r) => r.id), applicationIds: rows.map((r) => r.application) };
}

/** The jobs still waiting or running, and the reasons of those failed and waiting to be tried again. */
async function queueState(client, reasons) {
  const { rows } = await client.query(
    `select state, id, output->>'message' as reason from pgboss.job
     where name = $1 and state in ('created', 'retry', 'active')`,
    [KIND],
  );
  for (const r of rows) if (r.state === 'retry') reasons.set(r.id, r.reason?.split('\n')[0].slice(0, 160));
  return rows.length;
}

/**
 * Polls the queue until no job waits or runs, or the limit; reports how many are left now and
 * then. `reasons`: why a job failed an attempt, by job, as seen while it waited for its retry.
 */
async function drain(client, reasons) {
  const started = Date.now();
  let reported = started;
  let left = await queueState(client, reasons);
  while (left > 0 && Date.now() - started < DRAIN_LIMIT_S * 1000) {
    await sleep(POLL_MS);
    left = await queueState(client, reasons);
    if (Date.now() - reported >= 30_000) {
      reported = Date.now();
      console.log(`${formatInt(left)} jobs left after ${Math.round((reported - started) / 1000)} s`);
    }
  }
  return { seconds: (Date.now() - started) / 1000, left };
}

/** How the queued jobs and their applications ended, and the drain's time by the database's clock. */
async function outcome(client, { jobIds, applicationIds }) {
  const jobs = (
    await client.query(
      `select count(*) filter (where state = 'completed')::int as completed,
              count(*) filter (where state = 'failed')::int as dead,
              count(*) filter (where retry_count > 0)::int as retried,
              extract(epoch from max(completed_on) - min(started_on))::float as seconds
       from pgboss.job where name = $1 and id = any($2::uuid[])`,
      [KIND, jobIds],
    )
  ).rows[0];
  const applications = (
    await client.query(
      `select count(*) filter (where status = 'Completed' and account_number is not null)::int as completed,
              count(*) filter (where opening_error is not null)::int as refused
       from applications where id = any($1::uuid[])`,
      [applicationIds],
    )
  ).rows[0];
  return { jobs, applications };
}

export async function run({ root }) {
  const server = await startPgServer();
  const client = new pg.Client({ connectionString: server.url });
  client.on('error', () => {}); // a failed query reports itself
  let api;
  let worker;
  try {
    api = await startApi({
      root,
      databaseUrl: server.url,
      env: { ...BENCH_SECRETS, PROCESS_ROLE: 'api', SEED_DEMO: 'true' },
    });
    const workerOptions = { root, databaseUrl: server.url, env: BENCH_SECRETS };
    worker = await startWorker(workerOptions);
    await client.connect();
    await client.query('update core.settings set latency_ms = $1 where id = 1', [CORE_LATENCY_MS]);
    const token = await signIn(api.baseUrl, 'admin');
    const load = (title, until) =>
      runLoad({
        url: `${api.baseUrl}/api/api/Customers?page=0&size=10`,
        headers: { authorization: `Bearer ${token}` },
        connections: CONNECTIONS,
        duration: DURATION,
        title,
        until,
      });

    console.log(`load average at start: ${loadAverage()}`);
    await load('warm-up');
    const idle = await load('Customers first page, queue idle');

    // The openings are queued while no worker runs, then one starts and finds them all waiting.
    await worker.stop();
    worker = null;
    const queuedAt = Date.now();
    const queued = await queueOpenings(client, JOBS);
    console.log(`queued ${formatInt(JOBS)} openings in ${((Date.now() - queuedAt) / 1000).toFixed(1)} s`);
    worker = await startWorker(workerOptions);
    const reasons = new Map();
    const drained = drain(client, reasons);
    const busy = await load('Customers first page, while draining', drained);
    const { seconds: wallSeconds, left } = await drained;
    const { jobs, applications } = await outcome(client, queued);
    // The idle case again, now that the worker has drained the queue: how far the two idle rows
    // differ is what the machine's other work and the order of the cases move the figures.
    const after = left > 0 ? null : await load('Customers first page, queue idle again');

    const rate = jobs.completed / jobs.seconds;
    // Cut short, the applications left are still to open, not failed.
    const unopened = left > 0 ? 0 : JOBS - applications.completed;
    const failures = jobs.dead + jobs.retried + applications.refused + unopened;
    console.log(
      `\none worker process (JOB_CONCURRENCY=${process.env.JOB_CONCURRENCY ?? 'default'}, ` +
        `JOB_POLL_SECONDS=${process.env.JOB_POLL_SECONDS ?? 'default'}); ` +
        `drain time from the first job started to the last completed`,
    );
    printTable(
      ['jobs', 'core latency', 'drain time', 'jobs/s', 'completed', 'failures'],
      [
        [
          formatInt(JOBS),
          `${CORE_LATENCY_MS} ms`,
          left > 0 ? `cut at ${Math.round(wallSeconds)} s` : `${jobs.seconds.toFixed(1)} s`,
          rate.toFixed(1),
          formatInt(applications.completed),
          formatInt(failures),
        ],
      ],
    );
    if (left > 0)
      console.log(
        `not drained: ${formatInt(left)} jobs left after ${Math.round(wallSeconds)} s; ` +
          `all ${formatInt(JOBS)} would take about ${formatInt(JOBS / rate)} s at this rate`,
      );
    if (failures > 0)
      console.log(
        `failures: ${jobs.dead} dead jobs, ${jobs.retried} retried, ` +
          `${applications.refused} applications with an opening error, ` +
          `${unopened} applications not Completed`,
      );
    const byReason = new Map();
    for (const reason of reasons.values()) byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
    for (const [reason, jobs] of byReason) console.log(`  ${jobs} jobs retried after: ${reason}`);

    console.log(`\n${CONNECTIONS} connections, GET Customers?page=0&size=10 as admin, API log level warn`);
    printTable(
      [...LOAD_HEADER, 'seconds'],
      [idle, busy, after].filter(Boolean).map((r) => [...loadRow(r), r.seconds.toFixed(1)]),
    );
    if (busy.seconds < DURATION)
      console.log(`the queue drained within ${busy.seconds.toFixed(1)} s: the load ran that long`);
    console.log(`load average at the end: ${loadAverage()}`);
    return { jobs, applications, rate, idle, busy, after };
  } finally {
    await client.end().catch(() => {});
    await worker?.stop();
    await api?.stop();
    await server.stop();
  }
}

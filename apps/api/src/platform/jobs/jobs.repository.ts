import { operationsApi } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import type { OrgScope } from '../org-scope.ts';

/** The schema of the queue's tables. */
export const QUEUE_SCHEMA = 'pgboss';

type JobState = operationsApi.JobState;
type JobKind = operationsApi.JobKind;
const { jobKinds } = operationsApi;

/** The queue's own states behind each state the Operations screen shows. */
const queueStates: Record<JobState, string> = {
  queued: 'created',
  running: 'active',
  failed: 'retry',
  dead: 'failed',
  done: 'completed',
};
const stateOf = Object.fromEntries(
  Object.entries(queueStates).map(([ours, theirs]) => [theirs, ours]),
) as Record<string, JobState>;

/** A job as the queue keeps it. */
export interface JobRow {
  id: string;
  kind: JobKind;
  state: JobState;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  createdAt: Date;
  startedAt: Date | null;
  nextAttemptAt: Date | null;
  completedAt: Date | null;
}

interface Stored {
  id: string;
  name: JobKind;
  state: string;
  data: Record<string, unknown> | null;
  retry_count: number;
  retry_limit: number;
  output: { message?: unknown } | null;
  created_on: Date | string;
  started_on: Date | string | null;
  start_after: Date | string;
  completed_on: Date | string | null;
}

const table = sql.raw(`${QUEUE_SCHEMA}.job`);
const date = (d: Date | string | null) => (d === null ? null : new Date(d));

function rowOf(r: Stored): JobRow {
  const state = stateOf[r.state] ?? 'done';
  const waits = state === 'queued' || state === 'failed';
  return {
    id: r.id,
    kind: r.name,
    state,
    payload: r.data ?? {},
    // A job that ran counts its first run beside its retries.
    attempts: r.started_on === null ? r.retry_count : r.retry_count + 1,
    maxAttempts: r.retry_limit + 1,
    lastError: typeof r.output?.message === 'string' ? r.output.message : null,
    createdAt: new Date(r.created_on),
    startedAt: date(r.started_on),
    nextAttemptAt: waits ? new Date(r.start_after) : null,
    completedAt: date(r.completed_on),
  };
}

/** Which jobs a caller sees: those of their organizations; upkeep, which has none, to all-seeing ones. */
function visible(scope: OrgScope): SQL {
  if (scope.all) return sql`true`;
  const ids = [...scope.organizationIds];
  return ids.length > 0 ? sql`data->>'organizationId' = any(${sql.param(ids)}::text[])` : sql`false`;
}

const ofKinds = (kinds: readonly JobKind[]) => sql`name = any(${sql.param([...kinds])}::text[])`;

export interface JobFilter {
  kinds: readonly JobKind[];
  state?: JobState | undefined;
  scope: OrgScope;
}

/** A page of jobs, newest first. */
export async function listJobs(
  exec: Executor,
  filter: JobFilter,
  page: { limit: number; offset: number },
): Promise<JobRow[]> {
  const state = filter.state
    ? sql`and state = ${queueStates[filter.state]}::${sql.raw(QUEUE_SCHEMA)}.job_state`
    : sql``;
  const rows = await queryRows<Stored>(
    exec,
    sql`select id, name, state, data, retry_count, retry_limit, output, created_on, started_on, start_after, completed_on
        from ${table}
        where ${ofKinds(filter.kinds)} and ${visible(filter.scope)} ${state}
        order by created_on desc, id desc
        limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map(rowOf);
}

/** The number of jobs in each state over a filter's kinds and scope. */
export async function countJobs(
  exec: Executor,
  filter: Omit<JobFilter, 'state'>,
): Promise<Record<JobState, number>> {
  const rows = await queryRows<{ state: string; n: number | string }>(
    exec,
    sql`select state, count(*) as n from ${table}
        where ${ofKinds(filter.kinds)} and ${visible(filter.scope)}
        group by state`,
  );
  const counts: Record<JobState, number> = { queued: 0, running: 0, failed: 0, dead: 0, done: 0 };
  for (const r of rows) {
    const ours = stateOf[r.state];
    if (ours) counts[ours] = Number(r.n);
  }
  return counts;
}

/** One job by its id within the caller's scope, or null; `lock` holds it for the caller's transaction. */
export async function findJob(
  exec: Executor,
  id: string,
  scope: OrgScope,
  kinds: readonly JobKind[],
  lock = false,
): Promise<JobRow | null> {
  const [row] = await queryRows<Stored>(
    exec,
    sql`select id, name, state, data, retry_count, retry_limit, output, created_on, started_on, start_after, completed_on
        from ${table}
        where id = ${id}::uuid and ${ofKinds(kinds)} and ${visible(scope)}
        ${lock ? sql`for update` : sql``}`,
  );
  return row ? rowOf(row) : null;
}

/** The number of jobs of each kind in each state. */
export async function jobsByKindAndState(
  exec: Executor,
): Promise<{ kind: JobKind; state: JobState; count: number }[]> {
  const rows = await queryRows<{ name: JobKind; state: string; n: number | string }>(
    exec,
    sql`select name, state, count(*) as n from ${table} where ${ofKinds(jobKinds)} group by name, state`,
  );
  return rows.flatMap((r) => {
    const state = stateOf[r.state];
    return state ? [{ kind: r.name, state, count: Number(r.n) }] : [];
  });
}

/** The jobs waiting to run (queued or failed and due again) and the age of the oldest. */
export async function backlog(
  exec: Executor,
  kinds: readonly JobKind[] = jobKinds,
): Promise<{ waiting: number; oldestSeconds: number }> {
  const [row] = await queryRows<{ waiting: number | string; oldest: number | string | null }>(
    exec,
    sql`select count(*) as waiting, extract(epoch from now() - min(created_on)) as oldest
        from ${table}
        where ${ofKinds(kinds)} and state in ('created', 'retry')`,
  );
  return { waiting: Number(row?.waiting ?? 0), oldestSeconds: Math.round(Number(row?.oldest ?? 0)) };
}

/** Holds a kind of job for the caller's transaction: processes queuing it at once take turns. */
export async function lockKind(exec: Executor, kind: JobKind): Promise<void> {
  await exec.execute(sql`select pg_advisory_xact_lock(hashtext(${`${QUEUE_SCHEMA}.${kind}`}))`);
}

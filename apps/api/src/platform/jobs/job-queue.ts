import { createHash } from 'node:crypto';
import { operationsApi } from '@console/contract';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { queryRows, type Database, type Executor } from '../../db/client.ts';
import type { JobSettings } from '../../kernel/config.ts';
import type { Clock } from '../../kernel/clock.ts';
import { loggedError } from '../../kernel/safe-error.ts';
import { traceCarrier, withTraceCarrier } from '../../kernel/telemetry.ts';
import type { JobRunMetrics } from './job-metrics.ts';
import { backlog, QUEUE_SCHEMA } from './jobs.repository.ts';

/** A job's payload as stored: its own fields and the trace of the request that queued it. */
type Traced = object & { trace?: Record<string, string> };

type JobKind = operationsApi.JobKind;
const { jobKinds } = operationsApi;

/** One attempt of a job, as its handler sees it. */
export interface Attempt {
  jobId: string;
  /** When it runs: the time its writes carry. */
  at: Date;
  /** The last attempt before the job is dead: a handler writes its failure onto the record then. */
  final: boolean;
}

/** What runs a kind of job. */
export interface JobHandler<P> {
  run(payload: P, attempt: Attempt): Promise<void>;
  /** Writes on the job's record, in the retry's transaction, that its work is under way again. */
  requeued?(exec: Executor, payload: P, at: Date): Promise<void>;
}

/** What this process does with the queue beyond queuing jobs: both may run in every process. */
export interface QueueDuties {
  /** Queues the scheduled upkeep when it is due; several processes doing so queue it once. */
  schedule: boolean;
  /** Looks for lost jobs (their process died) to try again, and archives old ones. */
  supervise: boolean;
}

/** Where the queue reports a failed attempt and its own trouble (the app's logger). */
export interface JobLog {
  warn(details: object, message: string): void;
}

/**
 * A failed attempt as the queue stores it (the Operations screen's last error): the failure as
 * the log describes it, so that a failed statement's values never reach the queue's tables.
 */
class JobFailure extends Error {
  constructor(err: unknown) {
    const logged = loggedError(err);
    super(logged.message);
    this.name = logged.type;
    if (logged.code) Object.assign(this, { code: logged.code });
    this.stack = logged.stack;
  }
}

/** The kinds run one at a time, one waiting at most: the scheduled upkeep and the UN list's fetch. */
const upkeep: readonly JobKind[] = [
  'purge-expired',
  'sweep-files',
  'note-sla-breaches',
  'merge-counts',
  'deactivate-dormant-users',
  'access-reviews',
  'open-kyc-reviews',
  'apply-retention',
  'fetch-un-list',
];

/** When each scheduled kind runs: the upkeep by UPKEEP_CRON; the UN list's fetch where it has an address. */
function schedules(settings: JobSettings): [JobKind, string][] {
  const planned = upkeep
    .filter((kind) => kind !== 'fetch-un-list')
    .map((kind): [JobKind, string] => [kind, settings.upkeepCron]);
  if (settings.unListCron) planned.push(['fetch-un-list', settings.unListCron]);
  return planned;
}
/** Dead jobs stay listed this long for a person to retry or discard them. */
const DEAD_KEPT_SECONDS = 90 * 24 * 3600;

/** The job id of a keyed job: a UUID made of its kind and key, the same each time. */
function keyedId(kind: JobKind, key: string): string {
  const hex = createHash('sha256').update(`${kind}\n${key}`).digest('hex');
  // Shaped as a version 8 (custom) UUID of RFC 9562.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A statement of the queue as Drizzle runs it, so that it joins the caller's transaction: its
 * `$n` placeholders become parameters.
 */
function statement(text: string, values: readonly unknown[]): SQL {
  const query = sql.empty();
  text.split(/\$(\d+)/).forEach((part, i) => {
    if (i % 2 === 0) query.append(sql.raw(part));
    else query.append(sql`${sql.param(parameter(values[Number(part) - 1]))}`);
  });
  return query;
}

/** A value as both drivers take it: an object (a job's data, a failure) as JSON text, a list as a list. */
function parameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date))
    return JSON.stringify(value);
  return value;
}

/** The queue's access to the database through an executor: the database, or a transaction. */
const through = (exec: Executor): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: await queryRows(exec, statement(text, values ?? [])) }),
});

/**
 * Durable jobs in PostgreSQL (pg-boss), in the database the records live in: a decision queues
 * its job in its own transaction, so the two are kept or lost together, and any process of any
 * machine may run it. A failed attempt is tried again with back-off; a job that keeps failing
 * is dead until a person retries or discards it. Each job is one kind of work with a handler.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<JobKind, JobHandler<never>>();

  private constructor(
    boss: PgBoss,
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly runs: JobRunMetrics | undefined,
    private readonly settings: JobSettings,
    private readonly log: JobLog | undefined,
  ) {
    this.boss = boss;
    // The queue reports trouble it meets on its own (a poll that failed) as events, not throws;
    // A worker's poll that failed comes as a copy of the error's fields, which the log reads alike.
    this.boss.on('error', (err: Error & { queue?: string }) =>
      this.log?.warn({ queue: err.queue, err }, 'job queue error'),
    );
  }

  /**
   * Installs or upgrades the queue's tables (under the queue's own lock) and its queues, and
   * starts the duties of this process.
   */
  static async open(
    database: Database,
    settings: JobSettings,
    clock: Clock,
    options: { duties?: QueueDuties; runs?: JobRunMetrics; log?: JobLog } = {},
  ): Promise<JobQueue> {
    const duties = options.duties ?? { schedule: false, supervise: false };
    const queue = new JobQueue(
      new PgBoss({
        db: {
          executeSql: (text, values) =>
            values?.length ? through(database.db).executeSql(text, values) : database.script(text),
        },
        schema: QUEUE_SCHEMA,
        migrate: true,
        ...duties,
        maintenanceIntervalSeconds: settings.maintenanceSeconds,
        archiveFailedAfterSeconds: DEAD_KEPT_SECONDS,
      }),
      database,
      clock,
      options.runs,
      settings,
      options.log,
    );
    await queue.boss.start();
    for (const kind of jobKinds) {
      const isUpkeep = upkeep.includes(kind);
      const options = {
        name: kind,
        // Upkeep waits in the queue once at most: asking for it again while it waits adds nothing.
        policy: isUpkeep ? 'short' : 'standard',
        retryLimit: isUpkeep ? 1 : settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        // No wait (the demo's) doubles to no wait.
        retryBackoff: !isUpkeep && settings.retryDelaySeconds > 0,
        expireInSeconds: settings.timeoutSeconds,
      } as const;
      await queue.boss.createQueue(kind, options);
      // A queue made before keeps its settings until told the present ones.
      await queue.boss.updateQueue(kind, options);
    }
    if (duties.schedule)
      for (const [kind, cron] of schedules(settings))
        await queue.boss.schedule(kind, cron, {}, { tz: 'UTC' });
    // An address taken away: its schedule goes with it.
    if (duties.schedule && !settings.unListCron) await queue.boss.unschedule('fetch-un-list');
    return queue;
  }

  /**
   * The queue's tables and its queues (a table each), as the database's owner makes them before
   * the serving role's grants (`openDatabase`'s `install`): that role may make no table.
   */
  static async install(database: Database, settings: JobSettings, clock: Clock): Promise<void> {
    await (await JobQueue.open(database, settings, clock)).stop();
  }

  /** Names the handler of a kind of job. */
  handle<P extends object>(kind: JobKind, handler: JobHandler<P>): void {
    this.handlers.set(kind, handler);
  }

  /**
   * Queues a job in the caller's transaction: it exists exactly when the transaction commits.
   * A job with a `key` is queued once for that key, however many times it is sent: the next step
   * of a chain that a retried step sends again.
   */
  async send(exec: Executor, kind: JobKind, payload: object, options: { key?: string } = {}): Promise<void> {
    // The job's span continues the trace of the request that queued it.
    const traced: Traced = { ...payload, trace: traceCarrier() };
    const id = options.key === undefined ? {} : { id: keyedId(kind, options.key) };
    await this.boss.send(kind, traced, { db: through(exec), ...id });
  }

  /**
   * Queues a run of upkeep now, unless one is already waiting: however many processes ask at
   * once, it runs once.
   */
  async sendUpkeep(kind: JobKind): Promise<void> {
    await this.boss.send(kind, {});
  }

  /**
   * Runs the handlers in this process from now on, as jobs fall due: `concurrency` jobs of a kind
   * at once. A pg-boss 10 worker runs one job at a time and then waits a poll interval whether it
   * found one or not, and it has no concurrency setting of its own: so each kind gets as many
   * workers, and a worker that found a job looks again at once; only an empty look waits. The
   * figures are in docs/benchmarks.md › jobs.
   */
  async work(): Promise<void> {
    for (const [kind, handler] of this.handlers) {
      const workers = upkeep.includes(kind) ? 1 : this.settings.concurrency;
      for (let i = 0; i < workers; i++) {
        // Its id comes back as it starts, before its first look can have found a job.
        const worker = { id: '' };
        worker.id = await this.boss.work(
          kind,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.settings.pollSeconds },
          async ([job]) => {
            if (!job) return;
            try {
              await this.run(kind, handler, job);
            } finally {
              if (worker.id) this.boss.notifyWorker(worker.id);
            }
          },
        );
      }
    }
  }

  /**
   * Runs once each job that is due now, in this process, and answers how many ran: tests and the
   * demo drive the queue with it instead of waiting for a worker.
   */
  async runDue(): Promise<number> {
    let ran = 0;
    for (const [kind, handler] of this.handlers) {
      const jobs = await this.boss.fetch<object>(kind, { batchSize: 50, includeMetadata: true });
      for (const job of jobs ?? []) {
        ran++;
        try {
          await this.run(kind, handler, job);
          await this.boss.complete(kind, job.id);
        } catch (err) {
          await this.boss.fail(kind, job.id, err as Error);
        }
      }
    }
    return ran;
  }

  /** A dead job runs again, its attempts counted afresh; its handler's `requeued` writes on its record. */
  async retry(exec: Executor, kind: JobKind, id: string, payload: object, at: Date): Promise<void> {
    await this.boss.retry(kind, id, { db: through(exec) });
    await this.handlers.get(kind)?.requeued?.(exec, payload as never, at);
  }

  /** A dead job is given up: it leaves the queue. */
  async discard(exec: Executor, kind: JobKind, id: string): Promise<void> {
    await this.boss.deleteJob(kind, id, { db: through(exec) });
  }

  /** The jobs waiting to run (queued, or failed and to be tried again) and the age of the oldest. */
  backlog(): Promise<{ waiting: number; oldestSeconds: number }> {
    return backlog(this.database.db, jobKinds);
  }

  /** Stops taking work; running jobs get `graceMs` to finish. */
  async stop(graceMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: graceMs });
  }

  /** One attempt of a job, in a span of its own under the request that queued it, timed. */
  private async run(kind: JobKind, handler: JobHandler<never>, job: PgBoss.JobWithMetadata<unknown>) {
    const attempt: Attempt = { jobId: job.id, at: this.clock.now(), final: job.retryCount >= job.retryLimit };
    const { trace, ...payload } = (job.data ?? {}) as Traced;
    const started = performance.now();
    let failed = true;
    try {
      await withTraceCarrier(
        trace ?? {},
        `job.${kind}`,
        { 'job.id': job.id, 'job.attempt': job.retryCount + 1 },
        () => handler.run(payload as never, attempt),
      );
      failed = false;
    } catch (err) {
      const failure = new JobFailure(err);
      this.log?.warn({ kind, jobId: job.id, attempt: job.retryCount + 1, err }, 'job attempt failed');
      throw failure;
    } finally {
      this.runs?.observe(kind, (performance.now() - started) / 1000, failed);
    }
  }
}

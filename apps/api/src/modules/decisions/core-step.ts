import { type ActivityEvent, fillMessage, messages } from '@console/contract';
import type { Db, Executor } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Attempt, JobHandler, JobQueue } from '../../platform/jobs/job-queue.ts';

/** Why the core did not do it: a refusal keeps the core's reason; anything else, that it did not answer. */
const reasonOf = (err: unknown): string =>
  err instanceof AppError && err.code === 'rule' ? err.message : messages.coreDidNotAnswer;

/** Who decided, as a job carries it to the worker: the time of each write is the worker's. */
export type DecidedBy = Omit<Actor, 'at'>;

/** What the job of a core step carries: the record it carries out a decision on, and who decided. */
export interface CoreStepJob {
  recordType: 'Application' | 'Business' | 'CardRequisition';
  recordId: string;
  organizationId: string;
  /** Whom the record is for, as the Operations screen names it. */
  recordName: string;
  by: DecidedBy;
  /** Remarks of the decision, written when the core has carried it out. */
  remarks?: string | null;
}

/** Who decided, without the time: the worker writes at its own. */
export const decidedBy = ({ at: _at, ...by }: Actor): DecidedBy => by;

/**
 * The step at the core that follows a decision, as one attempt of its job: an account opened, a
 * card issued, a limit applied. The core is asked with the record's id and the step as its
 * reference, so that asking again after a lost answer does the work once. Then one transaction
 * writes what came of it: `done` with what the core made; or `failed` with the reason when the
 * core refused (an answer: the job ends there) or when this was the job's last attempt. An outage
 * or a time-out otherwise throws, and the job is tried again later.
 */
export async function coreStep<T>(
  db: Db,
  step: {
    call: () => Promise<T>;
    done: (tx: Executor, made: T) => Promise<void>;
    failed: (tx: Executor, reason: string) => Promise<void>;
  },
  attempt: Pick<Attempt, 'final'>,
): Promise<void> {
  let made: T;
  try {
    made = await step.call();
  } catch (err) {
    const refused = err instanceof AppError && err.code === 'rule';
    if (refused || attempt.final) await db.transaction((tx) => step.failed(tx, reasonOf(err)));
    if (refused) return;
    throw err;
  }
  await db.transaction((tx) => step.done(tx, made));
}

/** The reference the core keeps for a step of a record: asked twice, it does the work once. */
export const stepReference = (recordId: string, step: 'open-account' | 'fulfil') => `${recordId}:${step}`;

/** What an account opening leaves on its record: the account, or why there is none yet. */
export interface Opening {
  status?: 'Completed';
  accountNumber?: string;
  openingError: string | null;
  /** A job is opening it at the core. */
  awaitingCore: boolean;
}

/** An approved record that an account is opened for, and how its area's repository writes on it. */
export interface OpeningRecord {
  /** The type and target type of its activity events. */
  type: 'Application' | 'Business';
  id: string;
  organizationId: string;
  /** Whom the account is for, as its activity names them. */
  name: string;
  /** The area's repository writer of the outcome, and that of a history line. */
  writeOpening(exec: Executor, id: string, opening: Opening, at: Date): Promise<void>;
  writeHistory(
    exec: Executor,
    id: string,
    status: 'Approved' | 'Completed',
    comments: string,
    by: Actor,
  ): Promise<void>;
}

/**
 * Opens at the core the account that an approval asked for, as a core step: the record becomes
 * Completed with the account number, or stays Approved with the reason, and the same approval
 * asked again retries. `opened` writes what else the area keeps, in the same transaction.
 */
export function openAccountStep<T extends { accountNumber: string }>(
  db: Db,
  by: Actor,
  step: {
    record: OpeningRecord;
    open: () => Promise<T>;
    opened?: (tx: Executor, account: T) => Promise<void>;
  },
  attempt: Pick<Attempt, 'final'>,
): Promise<void> {
  const { record, open, opened } = step;
  const activity = (event: ActivityEvent, remarks: string) => ({
    type: record.type,
    organizationId: record.organizationId,
    event,
    remarks,
    targetType: record.type,
    targetId: record.id,
  });
  return coreStep(
    db,
    {
      call: open,
      done: async (tx, made) => {
        const account = made.accountNumber;
        const completed = {
          status: 'Completed',
          accountNumber: account,
          openingError: null,
          awaitingCore: false,
        } as const;
        await record.writeOpening(tx, record.id, completed, by.at);
        const comment = fillMessage(messages.historyAccountOpened, { account });
        await record.writeHistory(tx, record.id, 'Completed', comment, by);
        await opened?.(tx, made);
        await recordActivity(tx, by, activity('AccountOpened', `${record.name}: ${account}`));
      },
      failed: async (tx, reason) => {
        await record.writeOpening(tx, record.id, { openingError: reason, awaitingCore: false }, by.at);
        const comment = fillMessage(messages.accountOpeningFailed, { reason });
        await record.writeHistory(tx, record.id, 'Approved', comment, by);
        await recordActivity(tx, by, activity('AccountOpeningFailed', reason));
      },
    },
    attempt,
  );
}

/**
 * Within an approval's transaction: the record shows that its account is being opened, and the
 * job that opens it is queued; both are written or neither.
 */
export async function queueOpening(
  tx: Executor,
  jobs: JobQueue,
  kind: 'open-application-account' | 'open-business-account',
  record: OpeningRecord,
  by: Actor,
): Promise<void> {
  await record.writeOpening(tx, record.id, { openingError: null, awaitingCore: true }, by.at);
  const job: CoreStepJob = {
    recordType: record.type,
    recordId: record.id,
    organizationId: record.organizationId,
    recordName: record.name,
    by: decidedBy(by),
  };
  await jobs.send(tx, kind, job);
}

/** The job an approval queues, as the worker runs it and as a retry of it writes on the record. */
export const openingJob = (area: {
  openAccount(id: string, by: Actor, attempt: Attempt): Promise<void>;
  statusOf(exec: Executor, id: string): Promise<string>;
  writeOpening: OpeningRecord['writeOpening'];
}): JobHandler<CoreStepJob> => ({
  run: (job, attempt) => area.openAccount(job.recordId, { ...job.by, at: attempt.at }, attempt),
  requeued: async (exec, job, at) => {
    if ((await area.statusOf(exec, job.recordId)) === 'Approved')
      await area.writeOpening(exec, job.recordId, { openingError: null, awaitingCore: true }, at);
  },
});

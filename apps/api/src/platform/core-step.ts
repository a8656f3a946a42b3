import { fillMessage, messages } from '@console/contract';
import type { Db, Executor } from '../db/client.ts';
import { recordActivity, type Actor } from './audit.ts';
import { AppError } from './errors.ts';

/** Why the core did not do it: a refusal keeps the core's reason; anything else, that it did not answer. */
const reasonOf = (err: unknown): string =>
  err instanceof AppError && err.code === 'rule' ? err.message : messages.coreDidNotAnswer;

/**
 * The step at the core that follows a decision: an account opened, a card issued, a limit
 * applied. The core is asked first, with the record's id as its reference, so that asking again
 * after a lost answer does the work once. Then one transaction writes what came of it: `done`
 * with what the core made; or, when the core failed, `failed` with the reason, and the error goes
 * on to the client. A step without `failed` leaves the record as it was when the core fails.
 */
export async function coreStep<T>(
  db: Db,
  step: {
    call: () => Promise<T>;
    done: (tx: Executor, made: T) => Promise<void>;
    failed?: (tx: Executor, reason: string) => Promise<void>;
  },
): Promise<void> {
  let made: T;
  try {
    made = await step.call();
  } catch (err) {
    const { failed } = step;
    if (failed) await db.transaction((tx) => failed(tx, reasonOf(err)));
    throw err;
  }
  await db.transaction((tx) => step.done(tx, made));
}

/** What an account opening leaves on its record: the account, or why there is none yet. */
export interface Opening {
  status?: 'Completed';
  accountNumber?: string;
  openingError: string | null;
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
): Promise<void> {
  const { record, open, opened } = step;
  const activity = (event: string, remarks: string) => ({
    type: record.type,
    organizationId: record.organizationId,
    event,
    remarks,
    targetType: record.type,
    targetId: record.id,
  });
  return coreStep(db, {
    call: open,
    done: async (tx, made) => {
      const account = made.accountNumber;
      const completed = { status: 'Completed', accountNumber: account, openingError: null } as const;
      await record.writeOpening(tx, record.id, completed, by.at);
      const comment = fillMessage(messages.historyAccountOpened, { account });
      await record.writeHistory(tx, record.id, 'Completed', comment, by);
      await opened?.(tx, made);
      await recordActivity(tx, by, activity('AccountOpened', `${record.name}: ${account}`));
    },
    failed: async (tx, reason) => {
      await record.writeOpening(tx, record.id, { openingError: reason }, by.at);
      const comment = fillMessage(messages.accountOpeningFailed, { reason });
      await record.writeHistory(tx, record.id, 'Approved', comment, by);
      await recordActivity(tx, by, activity('AccountOpeningFailed', reason));
    },
  });
}

import { messages, retentionApi } from '@console/contract';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { iso } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { askedByRemark, type AdminChangeRow, type AdminChanges } from '../admin-changes/index.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './retention.repository.ts';

/** FATF R.11: five years after the relationship ends, for customers and businesses alike. */
export const DEFAULT_SCHEDULE = { customerYears: 5, businessYears: 5 } as const;

export interface Schedule {
  customerYears: number;
  businessYears: number;
}

/** The schedule in force, read where it is used so that an approval counts at once in every process. */
export async function scheduleInForce(exec: Executor): Promise<Schedule & { row: repo.SettingsRow | null }> {
  const row = await repo.readSettings(exec);
  return row
    ? { customerYears: row.customerYears, businessYears: row.businessYears, row }
    : { ...DEFAULT_SCHEDULE, row: null };
}

const yearsBefore = (at: Date, years: number) => {
  const cut = new Date(at);
  cut.setUTCFullYear(cut.getUTCFullYear() - years);
  return cut;
};

/** A relationship that ended at or before these instants is past its retention at `at`. */
export const cutoffsAt = (schedule: Schedule, at: Date): repo.Cutoffs => ({
  customer: yearsBefore(at, schedule.customerYears),
  business: yearsBefore(at, schedule.businessYears),
});

/** When a record's retention runs out: its end plus the years of its kind. */
export function dueAt(schedule: Schedule, kind: repo.Kind, endedAt: Date): Date {
  const due = new Date(endedAt);
  const years = kind === 'Customer' ? schedule.customerYears : schedule.businessYears;
  due.setUTCFullYear(due.getUTCFullYear() + years);
  return due;
}

/**
 * The schedule as settings changed under four eyes, as the screening thresholds are: one asks (a
 * pending administration change with its before and after), a second person approves, and the
 * approval writes it with its audit. It holds for every organization, so only head office asks.
 */
export class RetentionSchedule {
  constructor(private readonly d: { db: Db; scopes: UserScopes; adminChanges: AdminChanges }) {
    d.adminChanges.handle('RetentionSchedule', (tx, change, by) => this.apply(tx, change, by));
  }

  async get(): Promise<retentionApi.ScheduleAnswer> {
    const { customerYears, businessYears, row } = await scheduleInForce(this.d.db);
    return {
      customerYears,
      businessYears,
      updatedBy: row?.updatedBy ?? null,
      updatedAt: row ? iso(row.timeStamp) : null,
    };
  }

  async change(input: retentionApi.ScheduleInput, user: SessionUser, by: Actor) {
    if (!(await this.d.scopes.of(user)).all) throw fail.forbidden(messages.retentionHeadOfficeOnly);
    const { customerYears, businessYears, row } = await scheduleInForce(this.d.db);
    const before = { customerYears, businessYears };
    const after = { customerYears: input.customerYears, businessYears: input.businessYears };
    if (fieldChanges(before, after).length === 0) throw fail.rule(messages.retentionUnchanged);
    return this.d.adminChanges.propose(this.d.db, by, {
      kind: 'RetentionSchedule',
      targetType: 'RetentionSchedule',
      targetId: '1',
      targetName: messages.retentionScheduleTarget,
      targetVersion: row?.rowVersion ?? 0,
      before,
      after,
      payload: after,
    });
  }

  private async apply(tx: Tx, change: AdminChangeRow, by: Actor): Promise<void> {
    const after = retentionApi.scheduleInput.parse(change.payload);
    const { customerYears, businessYears, row } = await scheduleInForce(tx);
    // Changed by another approval since it was asked for: this one is stale.
    if ((row?.rowVersion ?? 0) !== change.targetVersion) throw fail.conflict();
    await repo.writeSettings(tx, { ...after, timeStamp: by.at, updatedBy: change.requestedBy });
    await recordActivity(tx, by, {
      type: 'Retention',
      event: 'RetentionScheduleChanged',
      organizationId: null,
      targetType: 'RetentionSchedule',
      targetId: '1',
      remarks: askedByRemark(change),
      changes: fieldChanges({ customerYears, businessYears }, { ...after }),
    });
  }
}

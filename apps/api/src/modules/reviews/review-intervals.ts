import { messages, reviewsApi } from '@console/contract';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { iso } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { askedByRemark, type AdminChangeRow, type AdminChanges } from '../admin-changes/index.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './reviews.repository.ts';

export type Intervals = reviewsApi.IntervalsInput;

/** The intervals in force, read where they are used so that an approval counts at once in every process. */
export async function intervalsInForce(
  exec: Executor,
): Promise<Intervals & { row: repo.SettingsRow | null }> {
  const row = await repo.readSettings(exec);
  return row
    ? { high: row.highMonths, medium: row.mediumMonths, low: row.lowMonths, row }
    : { ...reviewsApi.DEFAULT_REVIEW_MONTHS, row: null };
}

/**
 * The months between reviews as settings changed under four eyes, like the screening thresholds:
 * compliance asks (a pending administration change with its before and after), a second person
 * approves, and the approval writes them with its audit. Head office only: they hold everywhere.
 */
export class ReviewIntervals {
  constructor(private readonly d: { db: Db; scopes: UserScopes; adminChanges: AdminChanges }) {
    d.adminChanges.handle('ReviewIntervals', (tx, change, by) => this.apply(tx, change, by));
  }

  async get(): Promise<reviewsApi.IntervalsAnswer> {
    const { row, ...months } = await intervalsInForce(this.d.db);
    return { ...months, updatedBy: row?.updatedBy ?? null, updatedAt: row ? iso(row.timeStamp) : null };
  }

  async change(input: Intervals, user: SessionUser, by: Actor) {
    if (!(await this.d.scopes.of(user)).all) throw fail.forbidden(messages.reviewIntervalsHeadOfficeOnly);
    const { row, ...before } = await intervalsInForce(this.d.db);
    const after = { high: input.high, medium: input.medium, low: input.low };
    if (fieldChanges(before, after).length === 0) throw fail.rule(messages.reviewIntervalsUnchanged);
    return this.d.adminChanges.propose(this.d.db, by, {
      kind: 'ReviewIntervals',
      targetType: 'ReviewIntervals',
      targetId: '1',
      targetName: messages.reviewIntervalsTarget,
      targetVersion: row?.rowVersion ?? 0,
      before,
      after,
      payload: after,
    });
  }

  private async apply(tx: Tx, change: AdminChangeRow, by: Actor): Promise<void> {
    const after = reviewsApi.intervalsInput.parse(change.payload);
    const { row, ...before } = await intervalsInForce(tx);
    // Changed by another approval since it was asked for: this one is stale.
    if ((row?.rowVersion ?? 0) !== change.targetVersion) throw fail.conflict();
    await repo.writeSettings(tx, {
      highMonths: after.high,
      mediumMonths: after.medium,
      lowMonths: after.low,
      timeStamp: by.at,
      updatedBy: change.requestedBy,
    });
    await recordActivity(tx, by, {
      type: 'KycReview',
      event: 'ReviewIntervalsChanged',
      organizationId: null,
      targetType: 'ReviewIntervals',
      targetId: '1',
      remarks: askedByRemark(change),
      changes: fieldChanges(before, { ...after }),
    });
  }
}

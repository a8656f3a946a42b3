import { messages, screeningApi } from '@console/contract';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { iso } from '../../kernel/paging.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { askedByRemark, type AdminChangeRow, type AdminChanges } from '../admin-changes/index.ts';
import type { UserScopes } from '../users/index.ts';
import { REPORT_THRESHOLD } from './matcher.ts';
import * as repo from './thresholds.repository.ts';

/** The thresholds before any change: a hit at or above `review` holds its record until it is decided. */
export const DEFAULT_THRESHOLDS = { report: REPORT_THRESHOLD, review: 0.85 } as const;

export interface Thresholds {
  report: number;
  review: number;
}

/** The thresholds in force, read where they are used so that an approval counts at once in every process. */
export async function thresholdsInForce(
  exec: Executor,
): Promise<Thresholds & { row: repo.SettingsRow | null }> {
  const row = await repo.readSettings(exec);
  return row
    ? { report: row.reportThreshold, review: row.reviewThreshold, row }
    : { ...DEFAULT_THRESHOLDS, row: null };
}

/**
 * The thresholds as settings changed under four eyes: compliance asks (a pending administration
 * change with the before and after), a second person approves, and the approval writes them with
 * its audit. They hold for every organization, like the lists, so only head office asks.
 */
export class ScreeningThresholds {
  constructor(private readonly d: { db: Db; scopes: UserScopes; adminChanges: AdminChanges }) {
    d.adminChanges.handle('ScreeningThresholds', (tx, change, by) => this.apply(tx, change, by));
  }

  async get(): Promise<screeningApi.ThresholdsAnswer> {
    const { report, review, row } = await thresholdsInForce(this.d.db);
    return { report, review, updatedBy: row?.updatedBy ?? null, updatedAt: row ? iso(row.timeStamp) : null };
  }

  async change(input: screeningApi.ThresholdsInput, user: SessionUser, by: Actor) {
    if (!(await this.d.scopes.of(user)).all) throw fail.forbidden(messages.thresholdsHeadOfficeOnly);
    const { report, review, row } = await thresholdsInForce(this.d.db);
    const before = { report, review };
    const after = { report: input.report, review: input.review };
    if (fieldChanges(before, after).length === 0) throw fail.rule(messages.thresholdsUnchanged);
    return this.d.adminChanges.propose(this.d.db, by, {
      kind: 'ScreeningThresholds',
      targetType: 'ScreeningThresholds',
      targetId: '1',
      targetName: messages.screeningThresholdsTarget,
      targetVersion: row?.rowVersion ?? 0,
      before,
      after,
      payload: after,
    });
  }

  private async apply(tx: Tx, change: AdminChangeRow, by: Actor): Promise<void> {
    const after = screeningApi.thresholdsInput.parse(change.payload);
    const { report, review, row } = await thresholdsInForce(tx);
    // Changed by another approval since it was asked for: this one is stale.
    if ((row?.rowVersion ?? 0) !== change.targetVersion) throw fail.conflict();
    await repo.writeSettings(tx, {
      reportThreshold: after.report,
      reviewThreshold: after.review,
      timeStamp: by.at,
      updatedBy: change.requestedBy,
    });
    await recordActivity(tx, by, {
      type: 'Screening',
      event: 'ThresholdsChanged',
      organizationId: null,
      targetType: 'ScreeningThresholds',
      targetId: '1',
      remarks: askedByRemark(change),
      changes: fieldChanges({ report, review }, { ...after }),
    });
  }
}

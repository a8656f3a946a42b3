import { fillMessage, messages, riskApi } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { iso } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { madeBy, type Decider } from '../../platform/four-eyes.ts';
import { inScope } from '../../platform/org-scope.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './overrides.repository.ts';
import type { RatedType } from './risk.repository.ts';

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The latest last day an override asked on `today` may have: the same day `OVERRIDE_MAX_MONTHS`
 * months on, or that month's last day when it is shorter (31 March gives 31 March; 29 February
 * gives 28 February).
 */
export function latestLastDay(today: Date): string {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + riskApi.OVERRIDE_MAX_MONTHS;
  const lastOfMonth = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(y, m, Math.min(today.getUTCDate(), lastOfMonth))));
}

/** An override holds through its last day (UTC): it ends at the start of the next. */
export const endOf = (lastDay: string): Date => new Date(Date.parse(`${lastDay}T00:00:00Z`) + DAY_MS);
export const lastDayOf = (expiresAt: Date): string => dayOf(new Date(expiresAt.getTime() - DAY_MS));

/** What an override asked at `now` writes: its last day after today and within the maximum. */
export function planOverride(body: riskApi.OverrideBody, now: Date) {
  const input = riskApi.overrideBody.parse(body);
  const latest = latestLastDay(now);
  if (input.expiresOn <= dayOf(now)) throw fail.field('expiresOn', messages.riskOverrideExpiryPast);
  if (input.expiresOn > latest)
    throw fail.field(
      'expiresOn',
      fillMessage(messages.riskOverrideExpiryTooFar, { months: String(riskApi.OVERRIDE_MAX_MONTHS), latest }),
    );
  return { rating: input.rating, reason: input.reason, expiresAt: endOf(input.expiresOn) };
}

type Decision = (typeof riskApi.overrideDecisions)[number];

/**
 * The second person's decision: only on a pending override, never by its maker (four eyes), and
 * an approval only while its last day has not passed.
 */
export function planDecision(row: repo.OverrideRow, decision: Decision, user: Decider, now: Date) {
  if (row.status !== 'Pending') throw fail.conflict(messages.riskOverrideDecided);
  // Note: four eyes. Whoever asked for an override never decides it, whatever they hold.
  if (madeBy({ createdBy: row.requestedBy }, user)) throw fail.forbidden(messages.riskOwnOverride);
  if (decision === 'Approve' && row.expiresAt <= now) throw fail.rule(messages.riskOverrideExpired);
  return decision === 'Approve' ? ('Approved' as const) : ('Declined' as const);
}

export function overrideAnswer(row: repo.OverrideRow): riskApi.RiskOverride {
  return {
    id: row.id,
    recordType: row.recordType === 'Business' ? 'Business' : 'Customer',
    recordId: row.recordId,
    rating: riskApi.riskRatings.find((r) => r === row.rating) ?? 'Low',
    reason: row.reason,
    expiresOn: lastDayOf(row.expiresAt),
    status: riskApi.overrideStatuses.find((s) => s === row.status) ?? 'Pending',
    requestedBy: row.requestedBy,
    requestedAt: iso(row.requestedAt),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
    decisionRemark: row.decisionReason,
  };
}

/**
 * Overrides of a rating under four eyes: a maker asks with a reason and a last day, a second
 * person approves or declines; approved, it is the rating shown until its last day.
 */
export class RiskOverrides {
  constructor(private readonly d: { db: Db; scopes: UserScopes }) {}

  async request(
    type: RatedType,
    id: string,
    body: riskApi.OverrideBody,
    user: SessionUser,
    by: Actor,
  ): Promise<riskApi.RiskOverride> {
    const record = await repo.recordOf(this.d.db, type, id);
    if (!record || !inScope(await this.d.scopes.of(user), record.organizationId)) throw fail.notFound();
    const plan = planOverride(body, by.at);
    const row = await this.d.db.transaction(async (tx) => {
      await repo.lockOverridesOf(tx, type, id);
      if (await repo.pendingOverrideOf(tx, type, id)) throw fail.conflict(messages.riskOverridePending);
      const created = await repo.insertOverride(tx, {
        recordType: type,
        recordId: id,
        organizationId: record.organizationId,
        ...plan,
        status: 'Pending',
        requestedBy: by.userName,
        requestedAt: by.at,
      });
      await recordActivity(tx, by, {
        type: 'RiskOverride',
        event: 'OverrideRequested',
        organizationId: record.organizationId,
        targetType: type,
        targetId: id,
        remarks: fillMessage(messages.riskOverrideRequestedRemark, {
          name: record.name,
          rating: plan.rating,
          expiresOn: lastDayOf(plan.expiresAt),
        }),
      });
      return created;
    });
    return overrideAnswer(row);
  }

  async decide(
    id: string,
    body: { decision: Decision; remark: string },
    user: SessionUser,
    by: Actor,
  ): Promise<riskApi.RiskOverride> {
    const found = await repo.overrideById(this.d.db, id);
    if (!found || !inScope(await this.d.scopes.of(user), found.organizationId)) throw fail.notFound();
    const row = await this.d.db.transaction(async (tx) => {
      const current = await repo.overrideById(tx, id, true);
      if (!current) throw fail.notFound();
      const status = planDecision(current, body.decision, user, by.at);
      const decided = await repo.decideOverride(tx, current, {
        status,
        decidedBy: by.userName,
        decidedAt: by.at,
        decisionReason: body.remark,
      });
      const type = current.recordType === 'Business' ? 'Business' : 'Customer';
      const record = await repo.recordOf(tx, type, current.recordId);
      const remark =
        status === 'Approved' ? messages.riskOverrideApprovedRemark : messages.riskOverrideDeclinedRemark;
      await recordActivity(tx, by, {
        type: 'RiskOverride',
        event: status === 'Approved' ? 'OverrideApproved' : 'OverrideDeclined',
        organizationId: current.organizationId,
        targetType: type,
        targetId: current.recordId,
        remarks: `${fillMessage(remark, {
          name: record?.name ?? current.recordId,
          rating: current.rating,
          expiresOn: lastDayOf(current.expiresAt),
        })}: ${body.remark}`,
        changes: [{ field: 'status', old: current.status, new: status }],
      });
      return decided;
    });
    return overrideAnswer(row);
  }
}

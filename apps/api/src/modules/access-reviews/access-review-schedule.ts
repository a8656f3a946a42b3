import { fillMessage, messages, P } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import type { JobHandler } from '../../platform/jobs/job-queue.ts';
import type { SecurityPolicies } from '../../platform/security-policies.ts';
import { notify } from '../notifications/index.ts';
import { usersWhoMay } from '../users/index.ts';
import * as repo from './access-reviews.repository.ts';

/** Reviews written per statement while a period opens. */
const INSERT_BATCH = 500;
/** Escalations told per run: the next run goes on where one stopped. */
const ESCALATIONS_PER_RUN = 500;

const system = (at: Date): Actor => ({ userName: 'system', at });
const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The first day (UTC) of the review period holding `at`: the year cut into periods of `months`
 * from January (a quarter: January, April, July, October). A period of months that do not divide
 * the year ends with a shorter one in December.
 */
export function periodOf(at: Date, months: number): string {
  const month = Math.floor(at.getUTCMonth() / months) * months + 1;
  return `${at.getUTCFullYear()}-${String(month).padStart(2, '0')}-01`;
}

export interface ScheduleDeps {
  db: Db;
  policies: SecurityPolicies;
  /** When an access review opened at `since` in an organization is due: the work queue's SLA. */
  deadlines: (since: Date) => Promise<(organizationId: string | null) => Date>;
}

/**
 * The upkeep's access-reviews job. At the first run of a period (the security policy's
 * `accessReviewMonths`) every role and branch mapping of every active staff user becomes a review,
 * which the work queue follows; every run escalates the pending reviews past their due time: the
 * item is marked, the security team who may decide it is told, and the trail keeps it. Every time
 * comes from the run's clock, so the schedule holds on any date; several processes running it at
 * once open a period once and tell each escalation once.
 */
export class AccessReviewSchedule {
  constructor(private readonly d: ScheduleDeps) {}

  readonly job: JobHandler<object> = {
    run: async (_payload, attempt) => {
      await this.run(attempt.at);
    },
  };

  async run(at: Date): Promise<{ opened: number; escalated: number }> {
    return { opened: await this.open(at), escalated: await this.escalate(at) };
  }

  /** Opens the period holding `at` unless it is open: answers how many reviews it opened. */
  async open(at: Date): Promise<number> {
    const { accessReviewMonths: months } = await this.d.policies.current();
    const period = periodOf(at, months);
    const dueAt = await this.d.deadlines(at);
    return this.d.db.transaction(async (tx) => {
      const held = await repo.heldAccess(tx);
      if (!(await repo.claimPeriod(tx, { period, months, openedAt: at, items: held.length }))) return 0;
      const stamp = { createdAt: at, createdBy: 'system', timeStamp: at };
      for (let i = 0; i < held.length; i += INSERT_BATCH)
        await repo.insertReviews(
          tx,
          held
            .slice(i, i + INSERT_BATCH)
            .map((h) => ({ ...h, ...stamp, period, dueAt: dueAt(h.organizationId) })),
        );
      await recordActivity(tx, system(at), {
        type: 'AccessReview',
        event: 'ReviewsOpened',
        organizationId: null,
        remarks: fillMessage(messages.accessReviewsOpened, { period, count: String(held.length) }),
      });
      return held.length;
    });
  }

  /** Escalates the pending reviews due by `at`, once each: answers how many. */
  async escalate(at: Date): Promise<number> {
    let escalated = 0;
    for (const review of await repo.overdue(this.d.db, at, ESCALATIONS_PER_RUN)) {
      const team = (await usersWhoMay(this.d.db, P.ReviewAccess, review.organizationId))
        .map((u) => u.id)
        .filter((id) => id !== review.userId);
      const words = { userName: review.userName, access: review.access, date: day(review.dueAt) };
      const told = await this.d.db.transaction(async (tx) => {
        if (!(await repo.markEscalated(tx, review.id, at))) return false;
        await notify(
          tx,
          team,
          {
            kind: 'AccessReviewEscalated',
            title: fillMessage(messages.accessReviewEscalatedTitle, words),
            body: fillMessage(messages.accessReviewEscalatedBody, words),
            link: '/work?area=AccessReview',
          },
          at,
        );
        await recordActivity(tx, system(at), {
          type: 'AccessReview',
          event: 'ReviewEscalated',
          organizationId: review.organizationId,
          targetType: 'AccessReview',
          targetId: review.id,
          remarks: fillMessage(messages.accessReviewItem, words),
        });
        return true;
      });
      if (told) escalated++;
    }
    return escalated;
  }
}

import {
  fillMessage,
  messages,
  type EndpointBody,
  type EndpointQuery,
  type reviewsApi,
} from '@console/contract';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import { fail } from '../../kernel/errors.ts';
import { pageOf } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import type { JobHandler, JobQueue } from '../../platform/jobs/job-queue.ts';
import { inScope } from '../../platform/org-scope.ts';
import type { RiskRatings } from '../risk/index.ts';
import type { UserScopes } from '../users/index.ts';
import { reasonWords, reviewAnswer } from './review-answer.ts';
import { intervalsInForce, type Intervals } from './review-intervals.ts';
import { addMonths, dayOf, monthsFor, reviewsToOpen } from './review-schedule.ts';
import * as repo from './reviews.repository.ts';

type Api = typeof reviewsApi;

/** Customers read per batch of the day's look. */
export const REVIEW_BATCH = 500;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** One batch of the day's look: the customers after `after`, in id order. */
export interface ReviewBatchJob {
  day: string;
  after: string;
}

const system = (at: Date): Actor => ({ userName: 'system', at });

/** The day a customer's next periodic review falls on, under the intervals in force. */
export function periodicDueOf(row: Pick<repo.ScheduleRow, 'rating' | 'since'>, intervals: Intervals) {
  const rating = row.rating === 'Low' || row.rating === 'Medium' ? row.rating : 'High';
  return addMonths(row.since, monthsFor(rating, intervals));
}

export interface ReviewsDeps {
  db: Db;
  scopes: UserScopes;
  clock: Clock;
  jobs: JobQueue;
  risk: RiskRatings;
  batch?: number;
}

/**
 * Customers' reviews: the day's look that opens those that fall due and those of identity
 * documents about to expire (durable jobs, a batch each), the list, and the maker's submission.
 * The second person's decision is `reviews.decisions.ts`.
 */
export class Reviews {
  constructor(private readonly d: ReviewsDeps) {}

  private get batch() {
    return this.d.batch ?? REVIEW_BATCH;
  }

  async list(q: EndpointQuery<Api['listReviews']>, user: SessionUser) {
    const scope = await this.d.scopes.of(user);
    const today = dayOf(this.d.clock.now());
    const { rows, total } = await repo.listReviews(
      this.d.db,
      { scope, today, ...q },
      { limit: q.size, offset: q.page * q.size },
    );
    return pageOf(
      rows.map((r) => reviewAnswer(r, today)),
      total,
      q.page,
      q.size,
    );
  }

  /** A review within the caller's organizations, or 404. */
  async visible(exec: Executor, id: string, user: SessionUser, forUpdate = false) {
    const row = await repo.reviewById(exec, id, forUpdate);
    if (!row || !inScope(await this.d.scopes.of(user), row.organizationId)) throw fail.notFound();
    return row;
  }

  /** The maker confirms or updates the KYC fields; nothing is written on the customer yet. */
  async submit(id: string, body: EndpointBody<Api['submitReview']>, user: SessionUser, by: Actor) {
    await this.visible(this.d.db, id, user);
    const row = await this.d.db.transaction(async (tx) => {
      const current = await this.visible(tx, id, user, true);
      if (current.rowVersion !== body.rowVersion) throw fail.conflict();
      if (current.status === 'Submitted') throw fail.conflict(messages.reviewSubmitted);
      if (current.status !== 'Due') throw fail.conflict(messages.reviewDecided);
      const updated = await repo.updateReview(tx, id, current.rowVersion, {
        status: 'Submitted',
        submittedBy: by.userName,
        submittedAt: by.at,
        changes: body.changes,
        submitRemark: body.remark,
        timeStamp: by.at,
      });
      if (!updated) throw fail.conflict();
      await recordActivity(tx, by, {
        type: 'KycReview',
        event: 'ReviewSubmitted',
        organizationId: current.organizationId,
        targetType: 'Customer',
        targetId: current.customerId,
        remarks: `${fillMessage(messages.reviewSubmittedRemark, {
          name: current.customerName,
          reason: reasonWords(current.reason),
        })}: ${body.remark}`,
      });
      return { ...updated, customerName: current.customerName };
    });
    return reviewAnswer(row, dayOf(by.at));
  }

  /** The scheduled upkeep starts the day's look once a day: its first batch is keyed by the day. */
  readonly startJob: JobHandler<object> = {
    run: async (_payload, attempt) => {
      const day = dayOf(attempt.at);
      const first: ReviewBatchJob = { day, after: FIRST_ID };
      await this.d.jobs.send(this.d.db, 'open-kyc-reviews-batch', first, { key: day });
    },
  };

  readonly batchJob: JobHandler<ReviewBatchJob> = {
    run: async (job, attempt) => {
      const next = await this.openBatch(job.after, attempt.at);
      // Keyed: a batch retried after its commit sends the same next batch, which is queued once.
      if (next)
        await this.d.jobs.send(
          this.d.db,
          'open-kyc-reviews-batch',
          { day: job.day, after: next },
          { key: `${job.day}:${next}` },
        );
    },
  };

  /** Every batch at once, in this process: the demo, and a test that runs the look twice a day. */
  async openAll(at: Date): Promise<void> {
    for (let after: string | null = FIRST_ID; after;) after = await this.openBatch(after, at);
  }

  /**
   * Opens the reviews of one batch of customers in one transaction, and answers the last id read
   * when a batch follows. A customer rated before ratings were kept is rated first. Run twice, a
   * batch opens nothing more: one review of each reason is open at a time.
   */
  async openBatch(after: string, at: Date): Promise<string | null> {
    const today = dayOf(at);
    return this.d.db.transaction(async (tx) => {
      const intervals = await intervalsInForce(tx);
      let rows = await repo.schedules(tx, { after, limit: this.batch }, at);
      const unrated = rows
        .filter((r) => r.rating === null)
        .map((r) => ({ type: 'Customer' as const, id: r.id }));
      if (unrated.length > 0) {
        await this.d.risk.rate(tx, unrated, at);
        rows = await repo.schedules(tx, { after, limit: this.batch }, at);
      }
      for (const row of rows) {
        const standing = {
          periodicDue: periodicDueOf(row, intervals),
          identityExpiry: row.identityExpiry,
          open: row.open.filter(
            (r): r is reviewsApi.ReviewReason => r === 'Periodic' || r === 'DocumentExpiring',
          ),
        };
        for (const review of reviewsToOpen(standing, today)) {
          const opened = await repo.openReview(tx, {
            customerId: row.id,
            organizationId: row.organizationId,
            reason: review.reason,
            dueOn: review.dueOn,
            rating: row.rating ?? 'Low',
            openedAt: at,
            timeStamp: at,
          });
          if (!opened) continue;
          await recordActivity(tx, system(at), {
            type: 'KycReview',
            event: 'ReviewOpened',
            organizationId: row.organizationId,
            targetType: 'Customer',
            targetId: row.id,
            remarks: fillMessage(messages.reviewOpenedRemark, {
              name: row.name,
              reason: reasonWords(review.reason),
              dueOn: review.dueOn,
            }),
          });
        }
      }
      return rows.length === this.batch ? rows[rows.length - 1]!.id : null;
    });
  }
}

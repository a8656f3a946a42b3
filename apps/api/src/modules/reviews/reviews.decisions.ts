import { fillMessage, messages, reviewsApi, type EndpointBody } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { editedFields, recordActivity, type Actor } from '../../platform/audit.ts';
import { madeBy, type Decider } from '../../platform/four-eyes.ts';
import type { RiskRatings } from '../risk/index.ts';
import type { RecordScreening } from '../screening/index.ts';
import { reasonWords, reviewAnswer } from './review-answer.ts';
import { intervalsInForce } from './review-intervals.ts';
import { addDays, dayOf } from './review-schedule.ts';
import * as repo from './reviews.repository.ts';
import { periodicDueOf, type Reviews } from './reviews.service.ts';

type DecideBody = EndpointBody<typeof reviewsApi.decideReview>;
type Decision = (typeof reviewsApi.reviewDecisions)[number];

/**
 * The second person's move on a review: only on a submitted one, never by whoever submitted it
 * (four eyes, as on an application), and a review of an expiring document only once a newer
 * identity document is on file.
 */
export function planDecision(
  row: Pick<repo.ReviewRow, 'status' | 'submittedBy' | 'reason'>,
  decision: Decision,
  user: Decider,
  facts: { identityExpiry: string | null; today: string },
): 'Approved' | 'Due' {
  if (row.status === 'Approved') throw fail.conflict(messages.reviewDecided);
  if (row.status !== 'Submitted' || !row.submittedBy) throw fail.rule(messages.reviewNotSubmitted);
  // Note: four eyes. Whoever submitted a review never decides it, whatever they hold.
  if (madeBy({ createdBy: row.submittedBy }, user)) throw fail.forbidden(messages.reviewOwn);
  if (decision === 'Return') return 'Due';
  const notice = addDays(facts.today, reviewsApi.REVIEW_NOTICE_DAYS);
  if (row.reason === 'DocumentExpiring' && (facts.identityExpiry === null || facts.identityExpiry <= notice))
    throw fail.rule(
      fillMessage(messages.reviewDocumentExpiring, { days: String(reviewsApi.REVIEW_NOTICE_DAYS) }),
    );
  return 'Approved';
}

/**
 * A review decided: approved, its KYC fields are written on the customer, who is screened again
 * and re-rated, all in one transaction with the review's status and the audit; the next review's
 * day follows from the new rating. Returned, it is due again for its maker.
 */
export class ReviewDecisions {
  constructor(
    private readonly d: { db: Db; reviews: Reviews; risk: RiskRatings; screening: RecordScreening },
  ) {}

  async decide(id: string, body: DecideBody, user: SessionUser, by: Actor): Promise<reviewsApi.Review> {
    await this.d.reviews.visible(this.d.db, id, user);
    const screener = await this.d.screening.screener();
    const today = dayOf(by.at);
    const row = await this.d.db.transaction(async (tx) => {
      const current = await this.d.reviews.visible(tx, id, user, true);
      if (current.rowVersion !== body.rowVersion) throw fail.conflict();
      const [before] = await repo.schedules(tx, { ids: [current.customerId] }, by.at);
      const status = planDecision(current, body.decision, user, {
        identityExpiry: before?.identityExpiry ?? null,
        today,
      });
      const words = { name: current.customerName, reason: reasonWords(current.reason) };
      if (status === 'Due') {
        const returned = await repo.updateReview(tx, id, current.rowVersion, {
          status,
          submittedBy: null,
          submittedAt: null,
          changes: null,
          decidedBy: by.userName,
          decidedAt: by.at,
          decisionRemark: body.remark,
          timeStamp: by.at,
        });
        if (!returned) throw fail.conflict();
        await this.audit(
          tx,
          by,
          current,
          'ReviewReturned',
          fillMessage(messages.reviewReturnedRemark, words),
          body.remark,
        );
        return { ...returned, customerName: current.customerName };
      }
      const changes = reviewsApi.reviewChanges.parse(current.changes ?? {});
      const customer = await repo.customerById(tx, current.customerId);
      if (!customer) throw fail.notFound();
      const updated =
        Object.keys(changes).length > 0
          ? await repo.writeKycFields(tx, current.customerId, changes, by.at)
          : customer;
      await screener?.screen(tx, [{ type: 'Customer', id: current.customerId }], by);
      // Rated after the screening, so that a new hit counts.
      await this.d.risk.rate(tx, [{ type: 'Customer', id: current.customerId }], by.at);
      const approved = await repo.updateReview(tx, id, current.rowVersion, {
        status,
        decidedBy: by.userName,
        decidedAt: by.at,
        decisionRemark: body.remark,
        timeStamp: by.at,
      });
      if (!approved) throw fail.conflict();
      const [after] = await repo.schedules(tx, { ids: [current.customerId] }, by.at);
      const nextReviewOn = after ? periodicDueOf(after, await intervalsInForce(tx)) : '';
      await this.audit(
        tx,
        by,
        current,
        'ReviewApproved',
        fillMessage(messages.reviewApprovedRemark, { ...words, rating: after?.rating ?? '', nextReviewOn }),
        body.remark,
        updated ? editedFields(customer, updated, Object.keys(changes)) : [],
      );
      return { ...approved, customerName: current.customerName };
    });
    return reviewAnswer(row, today);
  }

  private audit(
    exec: Parameters<typeof recordActivity>[0],
    by: Actor,
    review: repo.ListedReview,
    event: 'ReviewApproved' | 'ReviewReturned',
    remark: string,
    said: string,
    changes: ReturnType<typeof editedFields> = [],
  ) {
    return recordActivity(exec, by, {
      type: 'KycReview',
      event,
      organizationId: review.organizationId,
      targetType: 'Customer',
      targetId: review.customerId,
      remarks: `${remark}: ${said}`,
      changes: [
        { field: 'status', old: review.status, new: event === 'ReviewApproved' ? 'Approved' : 'Due' },
        ...changes,
      ],
    });
  }
}

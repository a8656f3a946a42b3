import { reviewsApi, riskApi } from '@console/contract';
import { iso } from '../../kernel/paging.ts';
import type { ListedReview } from './reviews.repository.ts';
import { stateOf } from './review-schedule.ts';

const reasonOf = (r: string) => reviewsApi.reviewReasons.find((x) => x === r) ?? 'Periodic';
const statusOf = (s: string) => reviewsApi.reviewStatuses.find((x) => x === s) ?? 'Due';

/** A review as the contract answers it, its state on `today`. */
export function reviewAnswer(row: ListedReview, today: string): reviewsApi.Review {
  return {
    id: row.id,
    customerId: row.customerId,
    customerName: row.customerName,
    organizationId: row.organizationId,
    reason: reasonOf(row.reason),
    status: statusOf(row.status),
    state: stateOf(row.status, row.dueOn, today),
    dueOn: row.dueOn,
    rating: riskApi.riskRatings.find((r) => r === row.rating) ?? 'Low',
    openedAt: iso(row.openedAt),
    submittedBy: row.submittedBy,
    submittedAt: row.submittedAt ? iso(row.submittedAt) : null,
    changes: row.changes ? reviewsApi.reviewChanges.parse(row.changes) : null,
    submitRemark: row.submitRemark,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
    decisionRemark: row.decisionRemark,
    rowVersion: row.rowVersion,
  };
}

/** The words of a reason, from the catalogue (the web translates them). */
export const reasonWords = (reason: string): string => reviewsApi.reviewReasonWords[reasonOf(reason)];

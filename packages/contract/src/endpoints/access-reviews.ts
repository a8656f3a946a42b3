import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { paged, pagingQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { accessReviewKinds, accessReviewStatuses } from '../statuses.ts';
import { optionalMultiLine } from '../text.ts';
import { idParams, rowVersion } from './users.ts';

export {
  accessReviewKinds,
  accessReviewStatuses,
  type AccessReviewKind,
  type AccessReviewStatus,
} from '../statuses.ts';

/** The decisions on an item of an access review. */
export const accessReviewDecisions = ['confirm', 'revoke'] as const;
export type AccessReviewDecision = (typeof accessReviewDecisions)[number];

/** One access a user held when the period's review opened, and what became of it. */
export const accessReview = z.object({
  id: z.string(),
  rowVersion: z.number().int(),
  /** The period's first day (UTC), `YYYY-MM-DD`. */
  period: z.string(),
  userId: z.string(),
  userName: z.string(),
  /** The organization the access belongs to; null when it spans organizations (head office reviews it). */
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  kind: z.enum(accessReviewKinds),
  /** The role's name, or the branch mapping as `organization / code name`. */
  access: z.string(),
  status: z.enum(accessReviewStatuses),
  openedAt: z.string(),
  /** Its answer is due by then (the work queue's SLA of access reviews); later it escalates. */
  dueAt: z.string(),
  escalatedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type AccessReview = z.infer<typeof accessReview>;

const reviewQuery = {
  ...pagingQuery,
  status: z.enum(accessReviewStatuses).optional(),
  period: z.iso.date().optional(),
  organizationId: z.uuid({ error: messages.accessReviewNotFound }).optional(),
};

export const listAccessReviews = endpoint({
  method: 'GET',
  path: 'AccessReviews',
  summary: "The access reviews within the caller's organizations, oldest first.",
  description:
    'Each period (the security policy `accessReviewMonths`, a quarter by default) every role and branch ' +
    "mapping of every staff user becomes one review, in the user's organization. Filter by status, period " +
    '(its first day) and organization.',
  tags: ['Access reviews'],
  access: requires(P.ReviewAccess),
  query: z.object(reviewQuery),
  response: paged(accessReview),
  success: 200,
});

export const decideAccessReview = endpoint({
  method: 'POST',
  path: 'AccessReviews/:id/Decision',
  summary: 'Confirms the access, or revokes it at once.',
  description:
    'Revoking removes the role or the branch mapping and ends the user’s sessions in the same transaction: ' +
    'removing access never waits for a second person. Nobody decides a review of their own access.',
  tags: ['Access reviews'],
  access: requires(P.ReviewAccess),
  params: idParams,
  body: z.object({
    decision: z.enum(accessReviewDecisions, { error: messages.accessReviewDecision }),
    rowVersion,
    remarks: optionalMultiLine(500),
  }),
  response: accessReview,
  errors: [404, 409],
  success: 200,
});

export const accessReviewReport = endpoint({
  method: 'GET',
  path: 'Reports/AccessReviews',
  summary: "Each access review's outcome, for the auditors: who held what, who decided, when.",
  description: "Within the caller's organizations, by period (newest first), then user.",
  tags: ['Reports'],
  access: requires([P.ViewActivityReport, P.ReviewAccess]),
  query: z.object(reviewQuery),
  response: paged(accessReview),
  success: 200,
});

import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { paged, pagingQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { requiredText } from '../text.ts';
import { adminChange } from './admin-changes.ts';
import { kycFields } from './customers.ts';
import { riskRatings } from './risk.ts';

/** Why a review is open: the schedule of the rating, or an identity document about to expire. */
export const reviewReasons = ['Periodic', 'DocumentExpiring'] as const;
export type ReviewReason = (typeof reviewReasons)[number];

/** A reason in words, from the catalogue. */
export const reviewReasonWords: Record<ReviewReason, string> = {
  Periodic: messages.reviewReasonPeriodic,
  DocumentExpiring: messages.reviewReasonDocument,
};

/** Due: waits for its maker. Submitted: waits for a second person. Approved: done. */
export const reviewStatuses = ['Due', 'Submitted', 'Approved'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** An open review is due until its day, overdue after it. */
export const reviewStates = ['due', 'overdue'] as const;
export type ReviewState = (typeof reviewStates)[number];

/** A review opens this many days before its day; an identity document this close to expiry opens one. */
export const REVIEW_NOTICE_DAYS = 30;

/** The identity documents whose expiry opens a review. */
export const identityDocuments = ['Passport', 'National ID', 'Driving License'] as const;

/** Months between two reviews of a customer, by rating (FATF R.10: the higher the risk, the more often). */
export const DEFAULT_REVIEW_MONTHS = { high: 12, medium: 24, low: 60 } as const;

const months = z
  .number({ error: messages.reviewIntervalRange })
  .int(messages.reviewIntervalRange)
  .min(1, messages.reviewIntervalRange)
  .max(120, messages.reviewIntervalRange);

export const intervalsInput = z
  .object({ high: months, medium: months, low: months })
  .superRefine((v, ctx) => {
    if (v.high > v.medium || v.medium > v.low)
      ctx.addIssue({ code: 'custom', path: ['high'], message: messages.reviewIntervalsOrder });
  });
export type IntervalsInput = z.infer<typeof intervalsInput>;

export const intervalsAnswer = z.object({
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type IntervalsAnswer = z.infer<typeof intervalsAnswer>;

/** The KYC fields a review confirms or updates: any left out stays as it is. */
export const reviewChanges = z.object(kycFields).partial();
export type ReviewChanges = z.infer<typeof reviewChanges>;

export const review = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  organizationId: z.string(),
  reason: z.enum(reviewReasons),
  status: z.enum(reviewStatuses),
  /** Of an open review: due until `dueOn`, overdue after it; null once approved. */
  state: z.enum(reviewStates).nullable(),
  /** The day the review falls due (of an expiring document: the day it expires). */
  dueOn: z.string(),
  /** The rating when it was opened. */
  rating: z.enum(riskRatings),
  openedAt: z.string(),
  submittedBy: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** The KYC fields the maker updated; empty: confirmed as they are. */
  changes: reviewChanges.nullable(),
  submitRemark: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionRemark: z.string().nullable(),
  rowVersion: z.number().int(),
});
export type Review = z.infer<typeof review>;

const reviewParams = z.object({ id: z.uuid({ error: messages.notFound }) });

export const listReviews = endpoint({
  method: 'GET',
  path: 'Reviews',
  summary:
    "The customers' reviews within the caller's organizations: open ones by default, soonest due first.",
  description:
    'A periodic review opens 30 days before the day its rating sets (High every 12 months, Medium 24, Low 60, ' +
    'settings at Reviews/Intervals); an identity document expiring within 30 days opens one too. `state` keeps the ' +
    'open reviews due (their day not passed) or overdue; `status` any status, Approved included.',
  tags: ['Reviews'],
  access: requires([P.KycReview, P.ApproveKycReview]),
  query: z.object({
    ...pagingQuery,
    state: z.enum(reviewStates).optional(),
    status: z.enum(reviewStatuses).optional(),
    reason: z.enum(reviewReasons).optional(),
    customerId: z.uuid({ error: messages.notFound }).optional(),
    organizationId: z.uuid({ error: messages.notFound }).optional(),
  }),
  response: paged(review),
  success: 200,
});

export const submitReview = endpoint({
  method: 'POST',
  path: 'Reviews/:id/Submission',
  summary: 'The maker submits a review: the KYC fields confirmed or updated; it waits for a second person.',
  description:
    'Nothing changes on the customer until a second person approves. A stale rowVersion, or a review already ' +
    'submitted or approved, answers 409. A review of another organization answers 404.',
  tags: ['Reviews'],
  access: requires(P.KycReview),
  params: reviewParams,
  body: z.object({
    rowVersion: z.number().int(),
    changes: reviewChanges.default({}),
    remark: requiredText(messages.reviewRemarkRequired, 500),
  }),
  response: review,
  errors: [409],
  success: 200,
});

export const reviewDecisions = ['Approve', 'Return'] as const;

export const decideReview = endpoint({
  method: 'POST',
  path: 'Reviews/:id/Decision',
  summary: 'A second person approves a submitted review, or returns it to its maker.',
  description:
    'Decided by a holder of kyc.approve_review who did not submit it (its maker gets 403), as an application is. ' +
    "Approved, the KYC fields are written, the customer is screened again and re-rated, and the next review's day " +
    'follows from the new rating. A review of an expiring document is approved once a newer identity document is ' +
    'on file (400 otherwise). Returned, it is due again. A stale rowVersion or a review not submitted: 409 or 400.',
  tags: ['Reviews'],
  access: requires(P.ApproveKycReview),
  params: reviewParams,
  body: z.object({
    rowVersion: z.number().int(),
    decision: z.enum(reviewDecisions, { error: messages.reviewDecisionUnknown }),
    remark: requiredText(messages.reviewRemarkRequired, 500),
  }),
  response: review,
  errors: [409],
  success: 200,
});

export const getIntervals = endpoint({
  method: 'GET',
  path: 'Reviews/Intervals',
  summary: 'The months between two reviews of a customer, by rating, with who changed them when.',
  tags: ['Reviews'],
  access: requires([P.KycReview, P.ApproveKycReview, P.ViewRisk]),
  response: intervalsAnswer,
  success: 200,
});

export const changeIntervals = endpoint({
  method: 'PUT',
  path: 'Reviews/Intervals',
  summary: 'Asks to change the intervals between reviews: a pending change a second person approves (202).',
  description:
    'Head office only: the intervals hold for every organization. The change waits in Administration changes ' +
    '(kind ReviewIntervals) until a second person approves it; the next days of reviews follow from then on.',
  tags: ['Reviews'],
  access: requires(P.DraftRiskRules),
  body: intervalsInput,
  response: adminChange,
  success: 202,
});

import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { cardRequisitionStatuses } from '../metadata.ts';
import { paged, pagingQuery, sortQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { optionalMultiLine, singleLine } from '../text.ts';
import { accountNumber, cardToken, decimalAmount } from './accounts.ts';

export type CardRequisitionStatus = (typeof cardRequisitionStatuses)[number];

/** Card products the organization issues, card types, and the limits a card carries. */
export const cardProductTypes = ['Visa Classic', 'Visa Gold'] as const;
export const cardTypes = ['Debit', 'Prepaid'] as const;
export const cardLimitTypes = ['ATM Withdrawal', 'POS Purchase', 'E-commerce'] as const;
/** A card requisition asks for a new card; a limit requisition for a card limit change. */
export const requisitionTypes = ['Card', 'Limit'] as const;
export type RequisitionType = (typeof requisitionTypes)[number];

/**
 * The statuses a requisition may move to (spec 2 §4, lookup CardRequisitionStatus): never its
 * own; from Pending only Approved or Rejected; from Approved only Completed; Completed is final;
 * any other status gets the full remaining list. Server and form both ask this one function.
 */
export function nextRequisitionStatuses(current: string): CardRequisitionStatus[] {
  if (current === 'Pending') return ['Approved', 'Rejected'];
  if (current === 'Approved') return ['Completed'];
  if (current === 'Completed') return [];
  return cardRequisitionStatuses.filter((s) => s !== current);
}

export const LIFECYCLE = [
  'A requisition is Pending when requested (from the cards of an account, or the demo seed).',
  'From Pending it becomes Approved or Rejected (remarks required: the decline reason); from Approved only Completed; Completed is final; a Rejected one may be moved to any other status.',
  'Four eyes: whoever requested a requisition cannot decide it. Completed asks the core, through a background job, to issue the card or apply the limit (awaitingCore is true meanwhile; no other decision is taken then); the requisition becomes Completed when the core has done it. A refusal, or a job that failed for good, leaves the status as it was with the reason in coreError.',
  'Every decision adds an entry (Remarks, By, At) to the remarks history. rowVersion is the one the client read: a stale one answers 409.',
].join('\n\n');

const remarkEntry = z.object({
  status: z.string(),
  remarks: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});
export type RemarkEntry = z.infer<typeof remarkEntry>;

const common = {
  id: z.string(),
  accountNumber: z.string(),
  /** The organization's name (spec 2: entity). */
  entity: z.string(),
  organizationId: z.string(),
  status: z.enum(cardRequisitionStatuses),
  /** Who requested it. */
  userId: z.string(),
  createdOn: z.string(),
  rowVersion: z.number().int(),
  remarks: z.array(remarkEntry),
  /** Completed was decided and the core is carrying it out. */
  awaitingCore: z.boolean(),
  /** Why the core did not carry out the last Completed. */
  coreError: z.string().nullable(),
};

export const cardRequisition = z.object({
  ...common,
  productType: z.string(),
  cardType: z.string(),
});
export type CardRequisition = z.infer<typeof cardRequisition>;

export const limitRequisition = z.object({
  ...common,
  /** Masked: at most the first six and last four digits. */
  cardNumber: z.string(),
  limitType: z.string(),
  /** Exact decimal string. */
  amount: z.string(),
  currency: z.string(),
});
export type LimitRequisition = z.infer<typeof limitRequisition>;

const isoDate = z.iso.date(messages.dateFormat).optional();
const listQuery = {
  ...pagingQuery,
  status: z.enum(cardRequisitionStatuses).optional(),
  account: singleLine().trim().max(30).optional(),
  /** Requested on or after this day (UTC). */
  from: isoDate,
  /** Requested on or before this day (UTC), the whole day included. */
  to: isoDate,
  sort: sortQuery(['createdOn', 'status', 'accountNumber']),
};

export const listCardRequisitions = endpoint({
  method: 'GET',
  path: 'Accounts/Cards/Requisitions',
  summary: 'Card requisitions, paged, newest first, with filters (spec 2: cardRequisition).',
  description: LIFECYCLE,
  tags: ['Card requisitions'],
  access: requires(P.ListCardRequisitions),
  query: z.object(listQuery),
  response: paged(cardRequisition),
  success: 200,
});

export const listLimitRequisitions = endpoint({
  method: 'GET',
  path: 'Accounts/Cards/Requisitions/Limit',
  summary:
    'Card limit change requisitions, paged, newest first, with filters (spec 2: cardLimitRequisition).',
  description: LIFECYCLE,
  tags: ['Card requisitions'],
  access: requires(P.ListCardRequisitions),
  query: z.object(listQuery),
  response: paged(limitRequisition),
  success: 200,
});

const target = {
  organizationId: z.uuid({ error: messages.orgOrPhoneMissing }),
  accountNumber,
};

export const cardRequestBody = z.object({
  ...target,
  productType: z.enum(cardProductTypes, { error: messages.productTypeRequired }),
  cardType: z.enum(cardTypes, { error: messages.cardTypeRequired }),
});
export type CardRequestBody = z.input<typeof cardRequestBody>;

export const requestCard = endpoint({
  method: 'POST',
  path: 'Accounts/Cards/Requisitions',
  summary: 'Requests a new physical card for an account ("Request a card").',
  description: LIFECYCLE,
  tags: ['Card requisitions'],
  access: requires(P.RequestCard),
  body: cardRequestBody,
  response: cardRequisition,
  reachesCore: true,
  // A sanctions screening hit on the account's holder holds it.
  errors: [409],
  success: 201,
});

export const limitRequestBody = z.object({
  ...target,
  cardId: cardToken,
  limitType: z.enum(cardLimitTypes, { error: messages.limitTypeRequired }),
  amount: decimalAmount(messages.amountRequired, messages.amountPositive),
});
export type LimitRequestBody = z.input<typeof limitRequestBody>;

export const requestLimitChange = endpoint({
  method: 'POST',
  path: 'Accounts/Cards/Requisitions/Limit',
  summary: 'Requests a limit change of a physical card ("Request a limit change").',
  description: `cardId is the opaque id of the account's cards list.\n\n${LIFECYCLE}`,
  tags: ['Card requisitions'],
  access: requires(P.RequestCard),
  body: limitRequestBody,
  response: limitRequisition,
  reachesCore: true,
  success: 201,
});

/** What a decision must carry, whatever the stored requisition: one rule for form and server. */
export function checkRequisitionDecision(
  v: { status: string; remarks?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (v.status === 'Rejected' && !v.remarks?.trim())
    ctx.addIssue({ code: 'custom', path: ['remarks'], message: messages.declineReasonRequired });
}

export const statusChangeBody = z
  .object({
    requestType: z.enum(requisitionTypes, { error: messages.requestTypeRequired }),
    requestId: z.uuid({ error: messages.notFound }),
    status: z.enum(cardRequisitionStatuses, { error: messages.statusRequired }),
    remarks: optionalMultiLine(500),
    rowVersion: z.number({ error: messages.rowVersionRequired }).int().min(0),
  })
  .superRefine(checkRequisitionDecision);
export type StatusChangeBody = z.input<typeof statusChangeBody>;

export const changeStatus = endpoint({
  method: 'POST',
  path: 'Accounts/Cards/RequisitionStatusChange',
  summary: 'Moves a card or limit requisition along its lifecycle (spec 2: changeCardRequisitionStatus).',
  description: LIFECYCLE,
  tags: ['Card requisitions'],
  access: requires(P.ChangeCardRequisitionStatus),
  body: statusChangeBody,
  response: z.object({
    id: z.string(),
    status: z.enum(cardRequisitionStatuses),
    rowVersion: z.number().int(),
  }),
  operationId: 'changeCardRequisitionStatus',
  reachesCore: true,
  success: 200,
});

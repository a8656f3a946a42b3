import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { paged, pagingQuery, sortQuery } from '../paging.ts';
import { P, type Permission } from '../permissions.ts';
import {
  slaStates,
  workAreas,
  workAssignees,
  workDecisions,
  workOutcomes,
  type WorkArea,
  type WorkDecision,
} from '../statuses.ts';
import { optionalMultiLine } from '../text.ts';

export {
  slaStates,
  slaStateTitles,
  workAreas,
  workAreaTitles,
  workAssignees,
  workDecisions,
  workOutcomes,
  type SlaState,
  type WorkArea,
  type WorkAssignee,
  type WorkDecision,
  type WorkOutcome,
} from '../statuses.ts';

/** The permission that decides each kind of item. */
export const workDeciders: Record<WorkArea, Permission> = {
  Application: P.ChangeApplicationStatus,
  Business: P.ChangeBusinessStatus,
  CardRequisition: P.ChangeCardRequisitionStatus,
  LimitRequisition: P.ChangeCardRequisitionStatus,
  AdminChange: P.ApproveAdminChanges,
  // A merchant's access is decided on the merchants' side, in the merchant's organization.
  MerchantAccess: P.ApproveMerchantAccess,
  // A hit is reviewed by compliance; a proposed true match waits for a checker (four eyes).
  ScreeningHit: P.ReviewScreeningHits,
  ScreeningMatch: P.ConfirmScreeningMatch,
  AccessReview: P.ReviewAccess,
  // A customer's review waits first for its maker (on the review's screen), then for a second person.
  KycReview: P.ApproveKycReview,
};

/** Who has a work queue: whoever may decide at least one kind of item. */
export const decidesWork: Permission[] = [...new Set(Object.values(workDeciders))];

/** Who reads the SLAs: the deciders, and those who change them. */
const readsSla: Permission[] = [...decidesWork, P.EditWorkSla];

/**
 * The decisions the queue takes on an item of `area` that is `status`, alone or with others; the
 * others (a rejection asking for documents, a flagged application's move onto a customer) are
 * taken on the record's own screen.
 */
export function queueDecisions(area: WorkArea, status: string): WorkDecision[] {
  if (area === 'Application') return status === 'Pending' ? ['approve', 'decline'] : [];
  if (area === 'Business') return ['approve', 'decline'];
  if (area === 'AdminChange' || area === 'MerchantAccess') return ['approve', 'reject'];
  // A hit is decided beside its list entry, with a reason of its own: never several at once.
  if (area === 'ScreeningHit' || area === 'ScreeningMatch') return [];
  if (area === 'AccessReview') return ['confirm', 'revoke'];
  if (area === 'KycReview') return status === 'Submitted' ? ['approve', 'reject'] : [];
  return status === 'Approved' ? ['complete'] : ['approve', 'reject'];
}

/** The step an item waits for, in words (a message of the catalogue, which the web translates). */
export function workStep(area: WorkArea, status: string): string {
  if (area === 'AdminChange' || area === 'MerchantAccess') return messages.workStepChangeApproval;
  if (area === 'ScreeningHit') return messages.workStepHitReview;
  if (area === 'ScreeningMatch') return messages.workStepMatchConfirmation;
  if (area === 'AccessReview') return messages.workStepAccessReview;
  if (area === 'KycReview')
    return status === 'Submitted' ? messages.workStepApproval : messages.workStepKycReview;
  if (area === 'Application' || area === 'Business')
    return status === 'Flagged' ? messages.workStepDuplicateReview : messages.workStepReview;
  return status === 'Approved' ? messages.workStepCompletion : messages.workStepApproval;
}

const recordId = z.uuid({ error: messages.workItemNotFound });

/** One item waiting for a decision, as the caller sees it. */
export const workItem = z.object({
  area: z.enum(workAreas),
  recordId: z.string(),
  /** The record's rowVersion, for a decision on it. */
  rowVersion: z.number().int(),
  /** The record's own status (Pending, Flagged, Approved). */
  status: z.string(),
  step: z.string(),
  /** The customer, business, account or administration change, in words. */
  recordName: z.string(),
  /** The customer an application belongs to (its page shows it). */
  customerId: z.string().nullable(),
  /** The account of a requisition. */
  accountNumber: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  madeBy: z.string(),
  waitingSince: z.string(),
  ageSeconds: z.number().int(),
  slaState: z.enum(slaStates),
  dueSoonAt: z.string(),
  breachAt: z.string(),
  assignee: z.object({ id: z.string(), userName: z.string() }).nullable(),
  /** What the caller may decide here; empty when they cannot (see `blockedBecause`). */
  decisions: z.array(z.enum(workDecisions)),
  /** Why the caller cannot decide it from the queue (made by them, or decided on its own screen). */
  blockedBecause: z.string().nullable(),
});
export type WorkItem = z.infer<typeof workItem>;

export const listWorkQueue = endpoint({
  method: 'GET',
  path: 'WorkQueue',
  summary: 'Every item waiting for a decision the caller may take, within their organizations, oldest first.',
  description:
    'Applications and businesses Pending or Flagged, card and limit requisitions Pending or Approved (to ' +
    'complete), administration changes and merchant access Pending, screening hits Pending and ' +
    'proposed true matches waiting for their checker, access reviews Pending. Items the caller made are listed with `blockedBecause`. With ' +
    'an SLA filter the total is counted up to 1,000 (`totalAtLeast`).',
  tags: ['Work queue'],
  access: requires(decidesWork),
  query: z.object({
    ...pagingQuery,
    area: z.enum(workAreas).optional(),
    organizationId: z.uuid({ error: messages.workItemNotFound }).optional(),
    slaState: z.enum(slaStates).optional(),
    assignee: z.enum(workAssignees).optional(),
    sort: sortQuery(['waitingSince']),
  }),
  response: paged(workItem),
  success: 200,
});

export const countWorkQueue = endpoint({
  method: 'GET',
  path: 'WorkQueue/Count',
  summary: 'How many items wait on the caller: theirs to decide, unassigned or assigned to them.',
  tags: ['Work queue'],
  access: requires(decidesWork),
  response: z.object({
    waiting: z.number().int(),
    assignedToMe: z.number().int(),
  }),
  success: 200,
});

export const claimWorkItem = endpoint({
  method: 'POST',
  path: 'WorkQueue/Claim',
  summary: 'Takes an unassigned item: the caller becomes its assignee.',
  description: 'Two people claiming at once: one wins, the other gets 409 with who holds it.',
  tags: ['Work queue'],
  access: requires(decidesWork),
  body: z.object({ recordId }),
  response: workItem,
  errors: [409],
  success: 200,
});

export const assignWorkItem = endpoint({
  method: 'POST',
  path: 'WorkQueue/Assign',
  summary: 'Gives an item to a colleague who may decide it, or (userId null) leaves it unassigned.',
  tags: ['Work queue'],
  access: requires(decidesWork),
  body: z.object({ recordId, userId: z.uuid({ error: messages.workAssigneeCannotDecide }).nullable() }),
  response: workItem,
  success: 200,
});

export const listWorkDeciders = endpoint({
  method: 'GET',
  path: 'WorkQueue/Deciders',
  summary: 'The colleagues who may decide an item: an assignment offers them.',
  tags: ['Work queue'],
  access: requires(decidesWork),
  query: z.object({ recordId }),
  response: z.object({ items: z.array(z.object({ id: z.string(), userName: z.string() })) }),
  success: 200,
});

export const MAX_DECIDED_AT_ONCE = 100;

export const decideWorkItems = endpoint({
  method: 'POST',
  path: 'WorkQueue/Decide',
  summary: 'One decision on several items: each through its own decision, with its own rowVersion.',
  description:
    'Approve, reject (requisitions, administration changes) or decline (applications, businesses) with a ' +
    'reason, or complete (approved requisitions). An unknown item, or a decision that an item as the caller ' +
    'read it does not allow, refuses the whole request (400) and nothing changes. Otherwise each item is ' +
    'decided on its own and the answer says what became of each: done, or refused and why (stale, made by ' +
    'you, no longer waiting, or the rule or core that refused it). One refusal does not undo the others.',
  tags: ['Work queue'],
  access: requires(decidesWork),
  body: z
    .object({
      decision: z.enum(workDecisions),
      reason: optionalMultiLine(500),
      items: z
        .array(z.object({ area: z.enum(workAreas), recordId, rowVersion: z.number().int() }))
        .min(1)
        .max(MAX_DECIDED_AT_ONCE, messages.workTooManyItems),
    })
    .superRefine((v, ctx) => {
      if ((v.decision === 'reject' || v.decision === 'decline') && !v.reason?.trim())
        ctx.addIssue({ code: 'custom', path: ['reason'], message: messages.workReasonRequired });
    }),
  response: z.object({
    results: z.array(
      z.object({
        recordId: z.string(),
        outcome: z.enum(workOutcomes),
        message: z.string(),
      }),
    ),
  }),
  success: 200,
});

/** The SLA of one kind of item in one organization (none: administration changes). */
export const sla = z.object({
  area: z.enum(workAreas),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  /** Hours of waiting after which an item is due soon, then breached. */
  dueSoonHours: z.number().int(),
  breachHours: z.number().int(),
  /** Never changed: the product's default. */
  isDefault: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Sla = z.infer<typeof sla>;

const hours = z.number().int().min(1, messages.slaHoursRange).max(8760, messages.slaHoursRange);

export const listSla = endpoint({
  method: 'GET',
  path: 'WorkQueue/Sla',
  summary: "The SLA of every kind of item in each of the caller's organizations.",
  tags: ['Work queue'],
  access: requires(readsSla),
  response: z.object({ items: z.array(sla) }),
  success: 200,
});

export const setSla = endpoint({
  method: 'PUT',
  path: 'WorkQueue/Sla',
  summary: 'Changes the SLA of one kind of item in one organization; audited with its before and after.',
  description:
    'Administration changes have no organization (organizationId null) and only head office changes their SLA.',
  tags: ['Work queue'],
  access: requires(P.EditWorkSla),
  body: z
    .object({
      area: z.enum(workAreas),
      organizationId: z.uuid({ error: messages.organizationRequired }).nullable(),
      dueSoonHours: hours,
      breachHours: hours,
    })
    .superRefine((v, ctx) => {
      if (v.dueSoonHours >= v.breachHours)
        ctx.addIssue({ code: 'custom', path: ['dueSoonHours'], message: messages.slaOrder });
    }),
  response: sla,
  success: 200,
});

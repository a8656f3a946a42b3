import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { paged, pagingQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { adminChangeKinds, adminChangeStatuses, type AdminChangeKind } from '../statuses.ts';
import { filterText, multiLine } from '../text.ts';

export {
  adminChangeKinds,
  adminChangeKindTitles,
  adminChangeStatuses,
  type AdminChangeKind,
  type AdminChangeStatus,
} from '../statuses.ts';

const changeId = z.uuid({ error: messages.adminChangeNotFound });
const changeParams = z.object({ id: changeId });

/**
 * A change of administration waiting for (or past) a second person's decision. `before` and
 * `after` hold the fields as people read them; a secret (a password) shows as "changed".
 */
export const adminChange = z.object({
  id: z.string(),
  kind: z.enum(adminChangeKinds),
  status: z.enum(adminChangeStatuses),
  targetType: z.string(),
  /** The record changed; null for a creation not yet approved. */
  targetId: z.string().nullable(),
  targetName: z.string(),
  organizationId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  requestedBy: z.string(),
  /** The person behind the request when it was made under view-as; else requestedBy. */
  requestedActor: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The reason of a rejection, or why an approval could not apply the change. */
  remarks: z.string().nullable(),
});
export type AdminChange = z.infer<typeof adminChange>;

/** Who may read administration changes: checkers, the security team, and the administrators who make them. */
export const readsAdminChanges = [P.ApproveAdminChanges, P.ViewAdminChanges, P.ListUsers, P.ListRoles];

/**
 * The permission that decides a change of `kind`: a merchant's access is decided on the merchants'
 * side (a supervisor of the merchant's organization), every other change by the security officer.
 */
export const adminChangeDecider = (kind: AdminChangeKind) =>
  kind === 'MerchantAccess' ? P.ApproveMerchantAccess : P.ApproveAdminChanges;

/** Who may read some administration changes: readers of them all, and the deciders of merchant access (theirs only). */
const readsSomeChanges = [...readsAdminChanges, P.ApproveMerchantAccess];

/** Who may decide some administration changes (each change's kind says whose it is: adminChangeDecider). */
const decidesSomeChanges = [P.ApproveAdminChanges, P.ApproveMerchantAccess];

export const listAdminChanges = endpoint({
  method: 'GET',
  path: 'AdminChanges',
  summary: 'Administration changes, newest first: pending and decided, filtered by status, kind or record.',
  description:
    'A pending change past its expiry is shown (and kept) as Expired. Changes of an organization (its allowed ' +
    "networks, a merchant's access) are listed to that organization's staff; the others to holders of " +
    '"organization.all". A holder of "merchant.approve_access" alone reads the merchant access changes only.',
  tags: ['Administration changes'],
  access: requires(readsSomeChanges),
  query: z.object({
    ...pagingQuery,
    status: z.enum(adminChangeStatuses).optional(),
    kind: z.enum(adminChangeKinds).optional(),
    targetId: filterText(100),
  }),
  response: paged(adminChange),
  success: 200,
});

export const getAdminChange = endpoint({
  method: 'GET',
  path: 'AdminChanges/:id',
  summary: 'One administration change with its before and after.',
  tags: ['Administration changes'],
  access: requires(readsSomeChanges),
  params: changeParams,
  response: adminChange,
  success: 200,
});

export const approveAdminChange = endpoint({
  method: 'POST',
  path: 'AdminChanges/:id/Approve',
  summary: 'Applies a pending change, in one transaction with its audit.',
  description:
    "Refused (400) for a change the caller asked for, a change to the caller's own account, or one already " +
    'decided or expired; 403 for a change of a kind the caller does not decide (merchant access is decided by ' +
    '"merchant.approve_access", every other kind by "security.approve_changes"). When the record changed after ' +
    'the change was asked for, the change is closed as Stale and the answer is 409.',
  tags: ['Administration changes'],
  access: requires(decidesSomeChanges),
  params: changeParams,
  response: adminChange,
  // A merchant's approved access sends its first password by the core's SMS: 503 when the core does not answer.
  reachesCore: true,
  errors: [409],
  success: 200,
});

export const rejectAdminChange = endpoint({
  method: 'POST',
  path: 'AdminChanges/:id/Reject',
  summary: 'Refuses a pending change, with the reason; nothing is applied.',
  description: 'Decided by the same people as its approval (adminChangeDecider).',
  tags: ['Administration changes'],
  access: requires(decidesSomeChanges),
  params: changeParams,
  body: z.object({
    remarks: multiLine({ error: messages.changeRejectionReasonRequired })
      .trim()
      .min(1, messages.changeRejectionReasonRequired)
      .max(500),
  }),
  response: adminChange,
  success: 200,
});

/** Application statuses (spec 2 §4). */
export const applicationStatuses = [
  'Draft',
  'Pending',
  'Approved',
  'Declined',
  'Completed',
  'Flagged',
  'Rejected',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Statuses offered in the applications list filter. */
export const applicationFilterStatuses = [
  'Draft',
  'Pending',
  'Approved',
  'Declined',
  'Completed',
  'Flagged',
] as const;

/** Badge colour names; the web maps each onto its theme's classes. */
export type BadgeTone = 'slate' | 'amber' | 'green' | 'red' | 'blue' | 'orange' | 'rose' | 'gray';

/** Status badges are coloured (spec 1 §9); anything else shows as Unknown. */
export const statusTones = {
  Draft: 'slate',
  Pending: 'amber',
  Approved: 'green',
  Declined: 'red',
  Completed: 'blue',
  Flagged: 'orange',
  Rejected: 'rose',
  Blocked: 'red',
  Unknown: 'gray',
} as const satisfies Record<string, BadgeTone>;

export type ToneStatus = keyof typeof statusTones;

export function statusTone(status: string | null | undefined): BadgeTone {
  return status && status in statusTones ? statusTones[status as ToneStatus] : statusTones.Unknown;
}

/** Tenants (spec 1 §1): any code other than DBI is treated as the other bank. */
export const tenants = ['DBI', 'EAB'] as const;
export type Tenant = (typeof tenants)[number];
export const normalizeTenant = (code: string | null | undefined): Tenant => (code === 'DBI' ? 'DBI' : 'EAB');

/** The status filter of the users list: an account is active or not. */
export const userStatusFilter = ['Active', 'Inactive'] as const;

/**
 * The kinds of background work: the core steps that follow a decision, and the scheduled
 * upkeep. A core step names the record it carries out.
 */
export const jobKinds = [
  'open-application-account',
  'open-business-account',
  'fulfil-card-requisition',
  'purge-expired',
  'sweep-files',
  'note-sla-breaches',
  'merge-counts',
  'freeze-sanctioned-accounts',
  'rescreen-list-version',
  'rerate-risk',
  'fetch-un-list',
  'deactivate-dormant-users',
  'access-reviews',
  'open-kyc-reviews',
  'open-kyc-reviews-batch',
  'apply-retention',
] as const;
export type JobKind = (typeof jobKinds)[number];

export const jobKindTitles: Record<JobKind, string> = {
  'open-application-account': 'Open the account of an application',
  'open-business-account': 'Open the account of a business',
  'fulfil-card-requisition': 'Issue a card or apply a limit',
  'purge-expired': 'Purge expired sessions and codes',
  'sweep-files': 'Remove files left without a document',
  'note-sla-breaches': 'Tell the breaches of the work queue SLA',
  'merge-counts': 'Merge the rows of the kept counts',
  'freeze-sanctioned-accounts': 'Freeze the accounts of a sanctioned record',
  'rescreen-list-version': 'Screen the records against a new list version',
  'rerate-risk': 'Re-rate customers and businesses under new risk rules',
  'fetch-un-list': 'Fetch the UN sanctions list from its address',
  'deactivate-dormant-users': 'Deactivate staff accounts with no sign-in for too long',
  'access-reviews': "Open a period's access reviews and escalate the overdue ones",
  'open-kyc-reviews': "Start the day's look for customer reviews that fall due",
  'open-kyc-reviews-batch': 'Open the reviews that fall due and those of expiring documents',
  'apply-retention': 'Anonymise the records past their retention',
};

/**
 * Where a job stands: waiting to run (`queued`), running, `failed` and waiting for its next
 * attempt, `dead` (failed for good: only a person retries or discards it), or `done`.
 */
export const jobStates = ['queued', 'running', 'failed', 'dead', 'done'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * Administration changes that grant access and so wait for a second person (four eyes).
 * Changes that remove access (deactivate, remove a role or a branch mapping, end sessions) are
 * immediate and are not among them.
 */
export const adminChangeKinds = [
  'CreateUser',
  'ActivateUser',
  'SetPassword',
  'ResetTwoFactor',
  'AssignRoles',
  'AddBranchMapping',
  'ChangeBranchMapping',
  'CreateRole',
  'EditRole',
  'UnlockUser',
  'SecurityPolicies',
  'AllowedNetworks',
  'MerchantAccess',
  'ScreeningThresholds',
  'DirectoryMapping',
  'ReviewIntervals',
  'RetentionSchedule',
  'LegalHold',
] as const;
export type AdminChangeKind = (typeof adminChangeKinds)[number];

export const adminChangeKindTitles: Record<AdminChangeKind, string> = {
  CreateUser: 'Create a user',
  ActivateUser: 'Activate a user',
  SetPassword: "Set a user's password",
  ResetTwoFactor: "Reset a user's two-factor set-up",
  AssignRoles: 'Assign roles',
  AddBranchMapping: 'Map a user to a branch',
  ChangeBranchMapping: "Change a user's branch",
  CreateRole: 'Create a role',
  EditRole: 'Edit a role',
  UnlockUser: 'Unlock an account',
  SecurityPolicies: 'Change the security policies',
  AllowedNetworks: "Change an organization's allowed networks",
  MerchantAccess: 'Give a merchant access',
  ScreeningThresholds: 'Change the screening thresholds',
  DirectoryMapping: 'Map a directory group to roles',
  ReviewIntervals: 'Change the intervals between customer reviews',
  RetentionSchedule: 'Change the retention schedule',
  LegalHold: 'Place a legal hold on a record',
};

/**
 * Where a pending change stands: waiting, applied, refused by the checker, past its time, or
 * refused at approval because its record changed after it was asked for.
 */
export const adminChangeStatuses = ['Pending', 'Approved', 'Rejected', 'Expired', 'Stale'] as const;
export type AdminChangeStatus = (typeof adminChangeStatuses)[number];

/**
 * The kinds of item that wait in the work queue for a decision: card and limit requisitions are
 * apart, since different people may decide them, and so are a screening hit to review and a true
 * match waiting for its checker.
 */
export const workAreas = [
  'Application',
  'Business',
  'CardRequisition',
  'LimitRequisition',
  'AdminChange',
  'MerchantAccess',
  'ScreeningHit',
  'ScreeningMatch',
  'AccessReview',
  'KycReview',
] as const;
export type WorkArea = (typeof workAreas)[number];

export const workAreaTitles: Record<WorkArea, string> = {
  Application: 'Application',
  Business: 'Business',
  CardRequisition: 'Card requisition',
  LimitRequisition: 'Limit requisition',
  AdminChange: 'Administration change',
  MerchantAccess: 'Merchant access',
  ScreeningHit: 'Screening hit',
  ScreeningMatch: 'True match to confirm',
  AccessReview: 'Access review',
  KycReview: 'Customer review',
};

/** How an item stands against its SLA: within it, due soon, or breached. */
export const slaStates = ['Within', 'DueSoon', 'Breached'] as const;
export type SlaState = (typeof slaStates)[number];

export const slaStateTitles: Record<SlaState, string> = {
  Within: 'Within SLA',
  DueSoon: 'Due soon',
  Breached: 'Breached',
};

/** The lists a name is screened against: the UN Consolidated List, OFAC's SDN list, the bank's own. */
export const listSources = ['UN', 'OFAC', 'Local'] as const;
export type ListSource = (typeof listSources)[number];

/** A screening hit's statuses; Closed: the entry was delisted while the hit was open. */
export const hitStatuses = ['Pending', 'TrueMatchProposed', 'FalsePositive', 'TrueMatch', 'Closed'] as const;
export type HitStatus = (typeof hitStatuses)[number];

/** Whose items the work queue shows: the caller's, nobody's, or everyone's. */
export const workAssignees = ['me', 'unassigned', 'anyone'] as const;
export type WorkAssignee = (typeof workAssignees)[number];

/** The decisions that can be taken on several items at once. */
export const workDecisions = ['approve', 'reject', 'decline', 'complete', 'confirm', 'revoke'] as const;
export type WorkDecision = (typeof workDecisions)[number];

/** A decision in words (a refusal names the decision by its value: `approve is not a decision…`). */
export const workDecisionTitles: Record<WorkDecision, string> = {
  approve: 'Approve',
  reject: 'Reject',
  decline: 'Decline',
  complete: 'Complete',
  confirm: 'Confirm',
  revoke: 'Revoke',
};

/**
 * An access review's item: a role a user holds, or a branch mapping. Pending until the security
 * officer confirms it or revokes the access (at once, with no second person).
 */
export const accessReviewKinds = ['Role', 'Branch'] as const;
export type AccessReviewKind = (typeof accessReviewKinds)[number];
export const accessReviewStatuses = ['Pending', 'Confirmed', 'Revoked'] as const;
export type AccessReviewStatus = (typeof accessReviewStatuses)[number];

/** What became of one item of a decision on several. */
export const workOutcomes = ['done', 'stale', 'madeByYou', 'notWaiting', 'refused'] as const;
export type WorkOutcome = (typeof workOutcomes)[number];

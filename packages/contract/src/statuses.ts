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
] as const;
export type JobKind = (typeof jobKinds)[number];

export const jobKindTitles: Record<JobKind, string> = {
  'open-application-account': 'Open the account of an application',
  'open-business-account': 'Open the account of a business',
  'fulfil-card-requisition': 'Issue a card or apply a limit',
  'purge-expired': 'Purge expired sessions and codes',
  'sweep-files': 'Remove files left without a document',
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
};

/**
 * Where a pending change stands: waiting, applied, refused by the checker, past its time, or
 * refused at approval because its record changed after it was asked for.
 */
export const adminChangeStatuses = ['Pending', 'Approved', 'Rejected', 'Expired', 'Stale'] as const;
export type AdminChangeStatus = (typeof adminChangeStatuses)[number];

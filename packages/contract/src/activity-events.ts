import { applicationStatuses } from './statuses.ts';

/**
 * The activity events that dashboards count (spec 2 §3, Dashboard): the operation that writes one
 * and the report that counts it agree on these names, so neither spells them alone.
 */
export const countedEvents = {
  /** A new application submitted (counts as `applications`). */
  applicationCreated: { type: 'Application', event: 'Created' },
  linkAccount: { type: 'Account', event: 'LinkAccount' },
  deLinkAccount: { type: 'Account', event: 'DeLinkAccount' },
  setLimit: { type: 'Account', event: 'SetLimit' },
  /** The mobile-banking (DahabPlus) PIN reset. */
  resetPin: { type: 'Account', event: 'ResetPin' },
  /** A physical card's PIN reset. */
  resetCardPin: { type: 'Card', event: 'ResetCardPin' },
} as const satisfies Record<string, { type: ActivityType; event: ActivityEvent }>;

/** Further card events (not counted by the dashboards): counter resets and requisition steps. */
export const cardEvents = {
  resetPinCounter: { type: 'Card', event: 'ResetPinCounter' },
  requisitionCreated: { type: 'CardRequisition', event: 'Requested' },
  requisitionDecided: { type: 'CardRequisition', event: 'StatusChanged' },
  /** The core refused a Completed requisition, or did not answer before its job gave up. */
  requisitionNotFulfilled: { type: 'CardRequisition', event: 'CoreFailed' },
} as const satisfies Record<string, { type: ActivityType; event: ActivityEvent }>;

export type CountedEvent = keyof typeof countedEvents;

/**
 * The record types of the activity trail: the `type` every event is written with. The server
 * writes no other (its audit takes this type), and the web names each one in every language.
 */
export const activityTypes = [
  'AccessReview',
  'Account',
  'AdminChange',
  'Application',
  'Auth',
  'Business',
  'Card',
  'CardRequisition',
  'Core',
  'Customer',
  'Document',
  'Job',
  'MBankingUser',
  'Merchant',
  'OTP',
  'RiskRules',
  'RiskOverride',
  'KycReview',
  'Retention',
  'Role',
  'SandboxCore',
  'Screening',
  'ScreeningHit',
  'ScreeningList',
  'Security',
  'User',
  'WorkItem',
  'WorkSla',
] as const;
export type ActivityType = (typeof activityTypes)[number];

/**
 * The events of the activity trail: the `event` every activity is written with. A new event is
 * added here first, so the server cannot write one that the web has no name for.
 */
export const activityEvents = [
  'Created',
  'Updated',
  'Uploaded',
  'Registered',
  'Requested',
  'Removed',
  'Changed',
  'Sent',
  'Lookup',
  'CustomerInquiry',
  'SignIn',
  'SignOut',
  'SignInFailed',
  'SignInCodeRequested',
  'AddressRefused',
  'ViewAs',
  'UserUnlocked',
  'AccountLocked',
  'TwoFactorEnabled',
  'TwoFactorReset',
  'PasswordChanged',
  'PasswordReset',
  'Activated',
  'Deactivated',
  'RolesAssigned',
  'RoleRemoved',
  'BranchMapped',
  'BranchUnmapped',
  'BranchMappingChanged',
  'AdministratorCreated',
  'PoliciesChanged',
  'AllowedNetworksChanged',
  'SessionEnded',
  'SessionsEnded',
  'ChangeRequested',
  'ChangeApproved',
  'ChangeRejected',
  'ChangeStale',
  'Claimed',
  'Assigned',
  'Unassigned',
  'SlaBreached',
  'SlaBacklog',
  'FlagResolved',
  'JobRetried',
  'JobDiscarded',
  'SwitchFaults',
  'AccountRequested',
  'AccountOpened',
  'AccountOpeningFailed',
  'AccessCreated',
  'MerchantUserCreated',
  'Block',
  'Unblock',
  'ResendOtp',
  'LinkAccount',
  'DeLinkAccount',
  'SetLimit',
  'ResetPin',
  'ResetCardPin',
  'ResetPinCounter',
  'StatusChanged',
  'CoreFailed',
  'ListImported',
  // A new list version's changed entries screened against every record, by the worker.
  'ListRescreened',
  'HitCleared',
  'MatchProposed',
  'MatchConfirmed',
  // A confirmed true match: the record blocked or declined as Sanctioned, its accounts frozen.
  'Sanctioned',
  'AccountsFrozen',
  'AccountFreezeFailed',
  'ThresholdsChanged',
  'RulesDrafted',
  'RulesCommitted',
  'OverrideRequested',
  'OverrideApproved',
  'OverrideDeclined',
  // A customer's periodic review or expiring identity document: opened by the upkeep, submitted
  // by a maker, approved or returned by a second person; and the intervals between reviews.
  'ReviewOpened',
  'ReviewSubmitted',
  'ReviewApproved',
  'ReviewReturned',
  'ReviewIntervalsChanged',
  // A staff account with no sign-in for the policies' dormant days: its notice, then its deactivation.
  'DormancyNoticed',
  'DormantDeactivated',
  // A period's access reviews opened; each review confirmed, revoked, or escalated past its due time.
  'ReviewsOpened',
  'AccessConfirmed',
  'AccessRevoked',
  'ReviewEscalated',
  // One masked field of a record shown in full, with its reason.
  'PersonalDataRevealed',
  // Retention (docs/personal-data.md): a run, each record it anonymised, a schedule and a hold approved.
  'RetentionRun',
  'Anonymised',
  'RetentionScheduleChanged',
  'LegalHoldPlaced',
  // A decision moving a record (an application, a business) to a status: `StatusApproved`.
  ...applicationStatuses.map((status) => `Status${status}` as const),
] as const;
export type ActivityEvent = (typeof activityEvents)[number];

/** An activity code of either kind: what the web names in every language. */
export type ActivityCode = ActivityType | ActivityEvent;

/**
 * The permission catalogue of spec 1 §6. The `{mobile_banking}` placeholder of the spec is the
 * provider's service name, `dahabplus`.
 */
export const MOBILE_BANKING_SERVICE = 'dahabplus';
/** Display name of the mobile-banking service in the interface. */
export const MOBILE_BANKING_NAME = 'DahabPlus';

interface PermissionGroupDef {
  readonly area: string;
  readonly title: string;
  readonly actions: Readonly<Record<string, string>>;
}

const groups = [
  {
    area: 'user',
    title: 'Users',
    actions: {
      register_user: 'Register user',
      edit_user: 'Edit user',
      list_users: 'List users',
      change_role: 'Change role',
      change_status: 'Change status',
      change_password: 'Change password',
      accessible_applications: 'Accessible applications',
      edit_configurations: 'Edit configurations',
      view_as_user: 'View as user',
    },
  },
  {
    area: 'role',
    title: 'Roles',
    actions: {
      list_roles: 'List roles',
      create_role: 'Create role',
      edit_role: 'Edit role',
      remove_role: 'Remove role',
      manage_user_roles: 'Manage user roles',
    },
  },
  {
    area: 'application',
    title: 'Applications',
    actions: {
      list: 'List applications',
      create: 'Create application',
      edit: 'Edit application',
      remove: 'Remove application',
      change_application_status: 'Change application status',
    },
  },
  {
    area: 'business',
    title: 'Businesses',
    actions: {
      list: 'List businesses',
      create: 'Create business',
      edit: 'Edit business',
      remove: 'Remove business',
      change_business_status: 'Change business status',
    },
  },
  {
    area: 'customer',
    title: 'Customers',
    actions: {
      list: 'List customers',
      create: 'Create customer',
      edit: 'Edit customer',
      remove: 'Remove customer',
      change_customer_status: 'Change customer status',
      reset_pin: 'Reset mobile-banking PIN',
    },
  },
  {
    area: 'document',
    title: 'Documents',
    actions: {
      list: 'List documents',
      create: 'Upload document',
      edit: 'Edit document',
      remove: 'Remove document',
    },
  },
  {
    area: 'merchant',
    title: 'Merchants',
    actions: {
      list: 'List merchants',
      create: 'Create merchant',
      edit: 'Edit merchant',
      remove: 'Remove merchant',
      view_statement: 'View merchant statement',
      monitor_statement: 'Monitor any merchant statement',
      approve_access: "Approve or reject a merchant's access",
    },
  },
  {
    area: 'organization',
    title: 'Organizations',
    actions: {
      list: 'List organizations',
      create: 'Create organization',
      edit: 'Edit organization',
      remove: 'Remove organization',
      all: 'See every organization (head office, auditors)',
    },
  },
  {
    area: 'account',
    title: 'Accounts and cards',
    actions: {
      list_customer_accounts: 'List customer accounts',
      [`link_to_${MOBILE_BANKING_SERVICE}`]: `Link account to ${MOBILE_BANKING_NAME}`,
      [`delink_from_${MOBILE_BANKING_SERVICE}`]: `Remove account from ${MOBILE_BANKING_NAME}`,
      [`set_account_${MOBILE_BANKING_SERVICE}_limit`]: `Set ${MOBILE_BANKING_NAME} daily limit`,
      list_account_cards: 'List account cards',
      reset_card_counter: 'Reset card PIN counter',
      set_card_pin: 'Reset card PIN',
      list_card_requisitions: 'List card requisitions',
      // Beyond spec 1 §6: asking for a card or a limit change, and deciding on such a request, are
      // kept apart from seeing the lists (four eyes needs a maker and a checker).
      request_card: 'Request a card or a card limit change',
      change_card_requisition_status: 'Change card requisition status',
    },
  },
  {
    area: 'mbanking',
    title: 'Mobile-banking support',
    actions: {
      view_mbanking_user_info: 'View mobile-banking user info',
      list_otp_channels: 'List OTP channels',
      block_mbanking_user: 'Block mobile-banking user',
      unblock_mbanking_user: 'Unblock mobile-banking user',
      [`resend_${MOBILE_BANKING_SERVICE}_otp`]: `Resend ${MOBILE_BANKING_NAME} OTP`,
    },
  },
  {
    area: 'report',
    title: 'Reports',
    actions: {
      view_activity_report: 'View activity report',
      view_dashboard_stats: 'View general dashboard',
      view_user_dashboard: 'View own dashboard',
    },
  },
  {
    area: 'operations',
    title: 'Operations',
    actions: {
      view_jobs: 'View background jobs',
      retry_jobs: 'Retry dead background jobs',
      discard_jobs: 'Discard dead background jobs',
    },
  },
  {
    area: 'security',
    title: 'Security',
    actions: {
      approve_changes: 'Approve or reject administration changes',
      view_changes: 'View administration changes',
      view_sessions: 'View sessions, lockouts and failed sign-ins',
      end_sessions: 'End sessions',
      unlock_users: 'Ask to unlock a locked account',
      edit_policies: 'Ask to change the security policies',
      edit_networks: "Ask to change an organization's allowed networks",
      review_access: 'Confirm or revoke access in the access reviews',
    },
  },
  {
    area: 'work',
    title: 'Work queue',
    actions: {
      edit_sla: 'Change the work queue SLAs',
    },
  },
  {
    area: 'screening',
    title: 'Sanctions screening',
    actions: {
      check: 'Check a name against the sanctions lists',
      review_hits: 'Review screening hits and propose decisions',
      confirm_match: 'Confirm a true match (second person)',
      manage_lists: 'Import sanctions lists and the watchlist',
    },
  },
  {
    area: 'risk',
    title: 'Customer risk',
    actions: {
      view: 'View risk ratings and the risk rules',
      draft_rules: 'Draft changes to the risk rules',
      commit_rules: 'Commit a risk rules draft (second person)',
      override: 'Ask to override a risk rating',
      approve_override: 'Approve or decline an override of a risk rating (second person)',
    },
  },
  {
    area: 'kyc',
    title: 'Know your customer',
    actions: {
      review: "Carry out a customer's periodic review",
      approve_review: 'Approve or return a periodic review (second person)',
    },
  },
  {
    area: 'pii',
    title: 'Personal data',
    actions: {
      reveal: 'Reveal a masked personal field, with a reason',
      export: "Export a customer's personal data at the customer's request",
    },
  },
  {
    area: 'retention',
    title: 'Retention',
    actions: {
      view: 'View the retention schedule, what its next run anonymises and its runs',
      manage: 'Ask to change the retention schedule or to place a legal hold',
    },
  },
  {
    area: 'sandbox',
    title: 'Sandbox core',
    actions: {
      read_sms_outbox: 'Read the sandbox SMS outbox',
      set_core_faults: "Switch the sandbox core's faults",
    },
  },
] as const satisfies readonly PermissionGroupDef[];

type Group = (typeof groups)[number];
type GroupPermission<G> = G extends { area: infer A extends string; actions: infer M }
  ? `${A}.${Extract<keyof M, string>}`
  : never;

/** A permission name, `area.action`. */
export type Permission = GroupPermission<Group>;

/** One checkbox group of the Roles screen. */
export interface PermissionGroup {
  title: string;
  permissions: { value: Permission; title: string }[];
}

export const permissionGroups: PermissionGroup[] = groups.map((g) => ({
  title: g.title,
  permissions: Object.entries(g.actions).map(([action, title]) => ({
    value: `${g.area}.${action}` as Permission,
    title,
  })),
}));

export const allPermissions: Permission[] = permissionGroups.flatMap((g) =>
  g.permissions.map((p) => p.value),
);

const permissionSet = new Set<string>(allPermissions);
export const isPermission = (value: string): value is Permission => permissionSet.has(value);

/** The PascalCase names that spec 2 uses, mapped onto the dotted catalogue. */
export const P = {
  RegisterUser: 'user.register_user',
  EditUser: 'user.edit_user',
  ListUsers: 'user.list_users',
  ChangeRole: 'user.change_role',
  ChangeUserStatus: 'user.change_status',
  ChangePassword: 'user.change_password',
  AccessibleApplications: 'user.accessible_applications',
  EditConfigurations: 'user.edit_configurations',
  ViewAsUser: 'user.view_as_user',
  ListRoles: 'role.list_roles',
  CreateRole: 'role.create_role',
  EditRole: 'role.edit_role',
  RemoveRole: 'role.remove_role',
  ManageUserRoles: 'role.manage_user_roles',
  ListApplications: 'application.list',
  AddApplication: 'application.create',
  EditApplication: 'application.edit',
  RemoveApplication: 'application.remove',
  ChangeApplicationStatus: 'application.change_application_status',
  ListBusinesses: 'business.list',
  AddBusiness: 'business.create',
  EditBusiness: 'business.edit',
  RemoveBusiness: 'business.remove',
  ChangeBusinessStatus: 'business.change_business_status',
  ListCustomers: 'customer.list',
  AddCustomer: 'customer.create',
  EditCustomer: 'customer.edit',
  RemoveCustomer: 'customer.remove',
  ChangeCustomerStatus: 'customer.change_customer_status',
  ResetPin: 'customer.reset_pin',
  ListDocuments: 'document.list',
  AddDocument: 'document.create',
  EditDocument: 'document.edit',
  RemoveDocument: 'document.remove',
  ListMerchants: 'merchant.list',
  AddMerchant: 'merchant.create',
  EditMerchant: 'merchant.edit',
  RemoveMerchant: 'merchant.remove',
  ViewMerchantStatement: 'merchant.view_statement',
  MonitorMerchantStatement: 'merchant.monitor_statement',
  /** The second person of a merchant's access: the merchants' side decides it, not the maker. */
  ApproveMerchantAccess: 'merchant.approve_access',
  ListOrganizations: 'organization.list',
  AddOrganization: 'organization.create',
  EditOrganization: 'organization.edit',
  RemoveOrganization: 'organization.remove',
  /** Records of every organization, not only those of the user's branch mappings. */
  AllOrganizations: 'organization.all',
  ListCustomerAccounts: 'account.list_customer_accounts',
  LinkToDahabPlus: 'account.link_to_dahabplus',
  DeLinkFromDahabPlus: 'account.delink_from_dahabplus',
  SetAccountDahabPlusLimit: 'account.set_account_dahabplus_limit',
  ListAccountCards: 'account.list_account_cards',
  ResetCardCounter: 'account.reset_card_counter',
  ResetCardPIN: 'account.set_card_pin',
  ListCardRequisitions: 'account.list_card_requisitions',
  RequestCard: 'account.request_card',
  ChangeCardRequisitionStatus: 'account.change_card_requisition_status',
  ViewMbankingUserInfo: 'mbanking.view_mbanking_user_info',
  ListOtpChannels: 'mbanking.list_otp_channels',
  BlockMbankingUser: 'mbanking.block_mbanking_user',
  UnblockMbankingUser: 'mbanking.unblock_mbanking_user',
  ResendDahabPlusOtp: 'mbanking.resend_dahabplus_otp',
  ViewActivityReport: 'report.view_activity_report',
  ViewDashboard: 'report.view_dashboard_stats',
  ViewUserDashboard: 'report.view_user_dashboard',
  ViewJobs: 'operations.view_jobs',
  RetryJobs: 'operations.retry_jobs',
  DiscardJobs: 'operations.discard_jobs',
  ApproveAdminChanges: 'security.approve_changes',
  ViewAdminChanges: 'security.view_changes',
  ViewSessions: 'security.view_sessions',
  EndSessions: 'security.end_sessions',
  UnlockUsers: 'security.unlock_users',
  EditSecurityPolicies: 'security.edit_policies',
  EditAllowedNetworks: 'security.edit_networks',
  ReviewAccess: 'security.review_access',
  EditWorkSla: 'work.edit_sla',
  ScreeningCheck: 'screening.check',
  ReviewScreeningHits: 'screening.review_hits',
  ConfirmScreeningMatch: 'screening.confirm_match',
  ManageScreeningLists: 'screening.manage_lists',
  ViewRisk: 'risk.view',
  DraftRiskRules: 'risk.draft_rules',
  CommitRiskRules: 'risk.commit_rules',
  OverrideRisk: 'risk.override',
  ApproveRiskOverride: 'risk.approve_override',
  KycReview: 'kyc.review',
  ApproveKycReview: 'kyc.approve_review',
  /** One masked field of one record, shown in full with a reason (docs/personal-data.md). */
  RevealPersonalData: 'pii.reveal',
  /** A customer's whole record as a file, for the customer's own request (docs/personal-data.md). */
  ExportPersonalData: 'pii.export',
  ViewRetention: 'retention.view',
  /** Asks for a change of the schedule or a legal hold; a second person approves either. */
  ManageRetention: 'retention.manage',
  ReadSandboxOutbox: 'sandbox.read_sms_outbox',
  SetSandboxCoreFaults: 'sandbox.set_core_faults',
} as const satisfies Record<string, Permission>;

export type PermissionKey = keyof typeof P;

/** Who may call: anyone, any signed-in user, or holders of one of the listed permissions. */
export type PermissionMode = 'includes' | 'prefix';

export interface PermissionHolder {
  permissions?: readonly string[] | null;
  isSUDO?: boolean | null;
}

/**
 * The check of spec 1 §6: one name or a list (any match passes); `includes` compares whole names,
 * `prefix` accepts any held permission that starts with a required name. `isSUDO` passes every
 * check; a user with no permissions fails every check.
 */
export function hasPermission(
  user: PermissionHolder | null | undefined,
  required: string | readonly string[],
  mode: PermissionMode = 'includes',
): boolean {
  if (!user) return false;
  if (user.isSUDO) return true;
  const held = user.permissions ?? [];
  if (held.length === 0) return false;
  const wanted = typeof required === 'string' ? [required] : required;
  return wanted.some((name) =>
    mode === 'prefix' ? held.some((p) => p.startsWith(name)) : held.includes(name),
  );
}

/**
 * Whether the merchant statement shows the user something (spec 2 §7, MonitorMerchantStatement):
 * a monitor picks any merchant of their organizations; otherwise the statement is the merchant's
 * the user signs in for, so merchant.view_statement alone shows a staff member nothing.
 */
export const readsMerchantStatement = (
  user: (PermissionHolder & { isMerchant?: boolean | null }) | null | undefined,
): boolean =>
  hasPermission(user, P.MonitorMerchantStatement) ||
  (user?.isMerchant === true && hasPermission(user, P.ViewMerchantStatement));

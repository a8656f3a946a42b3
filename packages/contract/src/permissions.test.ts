import { describe, expect, it } from 'vitest';
import {
  MOBILE_BANKING_SERVICE,
  P,
  allPermissions,
  hasPermission,
  isPermission,
  permissionGroups,
  type PermissionHolder,
} from './permissions.ts';

/** Spec 1 §6, table "Permission names", verbatim; `{mobile_banking}` is the provider's service. */
const SPEC_TABLE: Record<string, string> = {
  user: 'register_user, edit_user, list_users, change_role, change_status, change_password, accessible_applications, edit_configurations, view_as_user',
  role: 'list_roles, create_role, edit_role, remove_role, manage_user_roles',
  application: 'list, create, edit, remove, change_application_status',
  business: 'list, create, edit, remove, change_business_status',
  customer: 'list, create, edit, remove, change_customer_status, reset_pin',
  document: 'list, create, edit, remove',
  merchant: 'list, create, edit, remove, view_statement, monitor_statement',
  organization: 'list, create, edit, remove',
  account:
    'list_customer_accounts, link_to_{mobile_banking}, delink_from_{mobile_banking}, set_account_{mobile_banking}_limit, list_account_cards, reset_card_counter, set_card_pin, list_card_requisitions',
  mbanking:
    'view_mbanking_user_info, list_otp_channels, block_mbanking_user, unblock_mbanking_user, resend_{mobile_banking}_otp',
  report: 'view_activity_report, view_dashboard_stats, view_user_dashboard',
};

const specPermissions = Object.entries(SPEC_TABLE).flatMap(([area, actions]) =>
  actions.split(',').map((a) => `${area}.${a.trim().replaceAll('{mobile_banking}', 'dahabplus')}`),
);

const user = (...permissions: string[]): PermissionHolder => ({ permissions, isSUDO: false });

describe('hasPermission', () => {
  it('accepts one name: passes when held, fails when not', () => {
    const u = user('customer.list', 'business.list');
    expect(hasPermission(u, 'customer.list')).toBe(true);
    expect(hasPermission(u, 'customer.edit')).toBe(false);
  });

  it('accepts a list: any match passes, no match fails', () => {
    const u = user('merchant.view_statement');
    expect(hasPermission(u, ['merchant.monitor_statement', 'merchant.view_statement'])).toBe(true);
    expect(hasPermission(u, ['merchant.view_statement', 'merchant.monitor_statement'])).toBe(true);
    expect(hasPermission(u, ['merchant.monitor_statement', 'merchant.edit'])).toBe(false);
  });

  it('a one-element list behaves like the single name', () => {
    const u = user('role.list_roles');
    expect(hasPermission(u, ['role.list_roles'])).toBe(hasPermission(u, 'role.list_roles'));
    expect(hasPermission(u, ['role.edit_role'])).toBe(hasPermission(u, 'role.edit_role'));
  });

  it('defaults to the includes mode, which compares whole names', () => {
    const u = user('customer.list');
    expect(hasPermission(u, 'customer.list', 'includes')).toBe(true);
    // no partial or prefix match in includes mode
    expect(hasPermission(u, 'customer')).toBe(false);
    expect(hasPermission(u, 'customer.')).toBe(false);
    expect(hasPermission(u, 'customer.lis')).toBe(false);
    expect(hasPermission(u, 'customer', 'includes')).toBe(false);
    expect(hasPermission(u, 'customer.list.extra')).toBe(false);
    for (const required of [
      'customer.list',
      'customer',
      ['customer', 'customer.list'],
      ['x', 'y'],
    ] as const) {
      expect(hasPermission(u, required)).toBe(hasPermission(u, required, 'includes'));
    }
  });

  it('prefix mode passes when a held permission starts with a required name', () => {
    const u = user('customer.reset_pin');
    expect(hasPermission(u, 'customer.', 'prefix')).toBe(true);
    expect(hasPermission(u, 'customer', 'prefix')).toBe(true);
    expect(hasPermission(u, 'customer.reset_pin', 'prefix')).toBe(true);
    expect(hasPermission(u, 'business.', 'prefix')).toBe(false);
    expect(hasPermission(u, 'customer.reset_pin.more', 'prefix')).toBe(false);
  });

  it('prefix mode with a list: any matching prefix passes', () => {
    const u = user('account.list_account_cards');
    expect(hasPermission(u, ['customer.', 'account.'], 'prefix')).toBe(true);
    expect(hasPermission(u, ['customer.', 'merchant.'], 'prefix')).toBe(false);
  });

  it('isSUDO passes every check, even without permissions', () => {
    const sudo: PermissionHolder = { permissions: [], isSUDO: true };
    for (const name of allPermissions) {
      expect(hasPermission(sudo, name)).toBe(true);
      expect(hasPermission(sudo, name, 'prefix')).toBe(true);
    }
    expect(hasPermission(sudo, 'not.a_permission')).toBe(true);
    expect(hasPermission(sudo, ['a.b', 'c.d'])).toBe(true);
    expect(hasPermission(sudo, 'nothing', 'prefix')).toBe(true);
    expect(hasPermission({ isSUDO: true }, 'user.list_users')).toBe(true);
    expect(hasPermission({ permissions: null, isSUDO: true }, 'user.list_users')).toBe(true);
  });

  it('a user with no permissions fails every check', () => {
    const holders: PermissionHolder[] = [
      { permissions: [], isSUDO: false },
      { permissions: null, isSUDO: false },
      {},
      { isSUDO: null },
    ];
    for (const h of holders) {
      for (const name of allPermissions) {
        expect(hasPermission(h, name)).toBe(false);
        expect(hasPermission(h, name, 'prefix')).toBe(false);
      }
      expect(hasPermission(h, allPermissions)).toBe(false);
      expect(hasPermission(h, allPermissions, 'prefix')).toBe(false);
      expect(hasPermission(h, '', 'prefix')).toBe(false);
    }
  });

  it('no user fails every check', () => {
    expect(hasPermission(null, 'user.list_users')).toBe(false);
    expect(hasPermission(undefined, ['user.list_users'], 'prefix')).toBe(false);
  });

  it('every catalogue permission passes for a holder of exactly that permission and fails for others', () => {
    for (const name of allPermissions) {
      const u = user(name);
      expect(hasPermission(u, name)).toBe(true);
      for (const other of allPermissions) {
        if (other !== name) expect(hasPermission(u, other)).toBe(false);
      }
    }
  });
});

describe('permission catalogue', () => {
  it('the mobile-banking service is dahabplus', () => {
    expect(MOBILE_BANKING_SERVICE).toBe('dahabplus');
  });

  it('contains every area.action of spec 1 §6', () => {
    expect(specPermissions).toHaveLength(60);
    for (const name of specPermissions) {
      expect(allPermissions, name).toContain(name);
      expect(isPermission(name), name).toBe(true);
    }
  });

  it('contains nothing beyond spec 1 §6 but the sandbox, all-organizations, card requisition, merchant access, operations, security, work queue, screening, risk, know-your-customer, personal data and retention permissions, and no duplicates', () => {
    expect([...allPermissions].sort()).toEqual(
      [
        ...specPermissions,
        'sandbox.read_sms_outbox',
        'sandbox.set_core_faults',
        'organization.all',
        'account.request_card',
        'account.change_card_requisition_status',
        'merchant.approve_access',
        'operations.view_jobs',
        'operations.retry_jobs',
        'operations.discard_jobs',
        'security.approve_changes',
        'security.view_changes',
        'security.view_sessions',
        'security.end_sessions',
        'security.unlock_users',
        'security.edit_policies',
        'security.edit_networks',
        'security.review_access',
        'work.edit_sla',
        'screening.check',
        'screening.review_hits',
        'screening.confirm_match',
        'screening.manage_lists',
        'risk.view',
        'risk.draft_rules',
        'risk.commit_rules',
        'risk.override',
        'risk.approve_override',
        'kyc.review',
        'kyc.approve_review',
        'pii.reveal',
        'pii.export',
        'retention.view',
        'retention.manage',
      ].sort(),
    );
    expect(new Set(allPermissions).size).toBe(allPermissions.length);
    expect(isPermission('customer.fly')).toBe(false);
    expect(isPermission('account.link_to_{mobile_banking}')).toBe(false);
  });

  it('groups the checkboxes by area, one group per area of the table', () => {
    // Beyond the table: the sandbox core, the operations of the background jobs, security, the work
    // queue, sanctions screening, customer risk, know your customer, personal data and retention.
    expect(permissionGroups).toHaveLength(Object.keys(SPEC_TABLE).length + 9);
    for (const group of permissionGroups) {
      const areas = new Set(group.permissions.map((p) => p.value.split('.')[0]));
      expect(areas.size, group.title).toBe(1);
      expect(group.title).not.toBe('');
      for (const p of group.permissions) expect(p.title, p.value).not.toBe('');
    }
  });
});

describe('PascalCase map P', () => {
  it('maps every name onto a catalogue permission', () => {
    for (const [key, value] of Object.entries(P)) {
      expect(isPermission(value), `${key} → ${value}`).toBe(true);
      expect(allPermissions).toContain(value);
    }
  });

  it('has the names spec 2 uses', () => {
    expect(P.ListBusinesses).toBe('business.list');
    expect(P.ListCustomers).toBe('customer.list');
    expect(P.AddApplication).toBe('application.create');
  });
});

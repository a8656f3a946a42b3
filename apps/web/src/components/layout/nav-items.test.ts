import { describe, expect, it } from 'vitest';
import { P } from '@console/contract/core';
import { workQueueApi } from '@console/contract';
import {
  isParent,
  navGroups,
  topNavItems,
  visibleNavGroups,
  visibleTopNavItems,
  type NavGroup,
} from './nav-items';

const titles = (groups: NavGroup[]) =>
  groups.map((g) => [
    g.title,
    g.items.map((i) => (isParent(i) ? `${i.title} > ${i.children.map((c) => c.title).join(', ')}` : i.title)),
  ]);

describe('menu filtering (spec 1 §2)', () => {
  it('shows the whole menu, in order, to isSUDO', () => {
    expect(titles(visibleNavGroups({ isSUDO: true, permissions: [] }))).toEqual([
      ['Onboarding', ['Customers', 'Applications', 'Businesses', 'Merchants']],
      ['Support', ['DahabPlus user info']],
      ['Merchant', ['Merchant statement']],
      ['Card Management', ['Requisitions', 'Limits']],
      ['Compliance', ['Screening hits', 'Sanctions lists', 'Check a name']],
      ['Reports', ['Dashboards > General', 'Activity report']],
      ['Administrator', ['Users', 'Roles', 'Administration changes', 'Background jobs', 'Security centre']],
    ]);
  });

  it('shows a compliance checker the hits and the lists, and the free check to whoever holds it', () => {
    expect(titles(visibleNavGroups({ permissions: [P.ConfirmScreeningMatch] }))).toEqual([
      ['Compliance', ['Screening hits']],
    ]);
    expect(titles(visibleNavGroups({ permissions: [P.ScreeningCheck] }))).toEqual([
      ['Compliance', ['Sanctions lists', 'Check a name']],
    ]);
  });

  it('hides every group from a user without permissions, and from no user', () => {
    expect(visibleNavGroups({ isSUDO: false, permissions: [] })).toEqual([]);
    expect(visibleNavGroups(null)).toEqual([]);
  });

  it('keeps only permitted entries and drops groups left empty', () => {
    const user = {
      isSUDO: false,
      permissions: [P.ListCustomers, P.ListCardRequisitions, P.ViewActivityReport],
    };
    expect(titles(visibleNavGroups(user))).toEqual([
      ['Onboarding', ['Customers']],
      ['Card Management', ['Requisitions', 'Limits']],
      ['Reports', ['Activity report']],
    ]);
  });

  it('shows the merchant statement where it has something to show: a merchant’s own, or any to a monitor', () => {
    const staff = { permissions: [P.ListMerchants, P.ViewMerchantStatement] };
    expect(titles(visibleNavGroups(staff))).toEqual([['Onboarding', ['Merchants']]]);
    expect(titles(visibleNavGroups({ ...staff, isMerchant: false }))).toEqual([
      ['Onboarding', ['Merchants']],
    ]);
    expect(titles(visibleNavGroups({ permissions: [P.ViewMerchantStatement], isMerchant: true }))).toEqual([
      ['Merchant', ['Merchant statement']],
    ]);
    expect(titles(visibleNavGroups({ permissions: [P.MonitorMerchantStatement] }))).toEqual([
      ['Merchant', ['Merchant statement']],
    ]);
    // A merchant's user without the permission still sees nothing of it.
    expect(visibleNavGroups({ permissions: [], isMerchant: true })).toEqual([]);
  });

  it('shows Applications under Onboarding, after Customers, to holders of application.list', () => {
    expect(titles(visibleNavGroups({ permissions: [P.ListApplications] }))).toEqual([
      ['Onboarding', ['Applications']],
    ]);
    expect(
      titles(visibleNavGroups({ permissions: [P.ListCustomers, P.ListApplications, P.ListMerchants] })),
    ).toEqual([['Onboarding', ['Customers', 'Applications', 'Merchants']]]);
  });

  it('shows Background jobs under Administrator, after Roles, only with operations.view_jobs', () => {
    expect(titles(visibleNavGroups({ permissions: [P.ViewJobs] }))).toEqual([
      ['Administrator', ['Background jobs']],
    ]);
    expect(titles(visibleNavGroups({ permissions: [P.ListRoles, P.RetryJobs, P.DiscardJobs] }))).toEqual([
      ['Administrator', ['Roles']],
    ]);
  });

  it('shows the Security centre under Administrator, last, only with security.view_sessions', () => {
    expect(titles(visibleNavGroups({ permissions: [P.ViewSessions] }))).toEqual([
      ['Administrator', ['Security centre']],
    ]);
    expect(titles(visibleNavGroups({ permissions: [P.EndSessions, P.UnlockUsers] }))).toEqual([]);
  });

  it('shows Dashboards > General only with the dashboard permission', () => {
    expect(titles(visibleNavGroups({ permissions: [P.ViewDashboard] }))).toEqual([
      ['Reports', ['Dashboards > General']],
    ]);
  });

  it('links each entry to the route of the spec', () => {
    const routes = navGroups
      .flatMap((g) => g.items.flatMap((i) => (isParent(i) ? i.children : [i])))
      .map((i) => i.to);
    expect(routes).toEqual([
      '/customer-inquiry',
      '/applications',
      '/business-inquiry',
      '/merchant-inquiry',
      '/support/dahabplus',
      '/merchant/transactions',
      '/cards/requisitions',
      '/cards/limits',
      '/screening/hits',
      '/screening/lists',
      '/screening/check',
      '/dashboards/general',
      '/reports/activity',
      '/users',
      '/roles',
      '/admin-changes',
      '/operations/jobs',
      '/security',
    ]);
  });
});

describe('the entries above the groups', () => {
  const top = (user: Parameters<typeof visibleTopNavItems>[0]) =>
    visibleTopNavItems(user).map((i) => i.title);

  it('shows My work and the SLAs to whoever may decide some kind of item', () => {
    for (const permission of workQueueApi.decidesWork)
      expect(top({ permissions: [permission] })).toEqual(['My work', 'Work queue SLA']);
    expect(top({ isSUDO: true, permissions: [] })).toEqual(['My work', 'Work queue SLA']);
    expect(topNavItems.map((i) => i.to)).toEqual(['/work', '/work/sla']);
  });

  it('shows only the SLAs to a holder of work.edit_sla who decides nothing, and nothing to others', () => {
    expect(top({ permissions: [P.EditWorkSla] })).toEqual(['Work queue SLA']);
    expect(top({ permissions: [P.ListApplications, P.ListCardRequisitions, P.ViewAdminChanges] })).toEqual(
      [],
    );
    expect(top(null)).toEqual([]);
  });
});

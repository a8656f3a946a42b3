import {
  MOBILE_BANKING_NAME,
  MOBILE_BANKING_SERVICE,
  P,
  hasPermission,
  type PermissionHolder,
} from '@console/contract/core';
import { workQueueApi } from '@console/contract';
import {
  ActivityIcon,
  Building2Icon,
  ChartColumnIcon,
  ClipboardCheckIcon,
  ClipboardListIcon,
  ContactIcon,
  FileCheckIcon,
  CreditCardIcon,
  GaugeIcon,
  InboxIcon,
  LockKeyholeIcon,
  ReceiptTextIcon,
  ServerCogIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
  StoreIcon,
  TimerIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';

export interface NavLinkItem {
  title: string;
  to: string;
  /** One permission, or a list of which any one will do. */
  permission: string | readonly string[];
  icon: LucideIcon;
  /** Marked current only at its own address, not at the addresses below it (My work, not its SLA). */
  exact?: boolean;
}

/** An entry with sub-entries (Dashboards > General). */
export interface NavParentItem {
  title: string;
  icon: LucideIcon;
  children: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavParentItem;

export interface NavGroup {
  title: string;
  items: readonly NavItem[];
}

export const isParent = (item: NavItem): item is NavParentItem => 'children' in item;

/**
 * Entries above the spec's groups, under no heading: the work that waits on the user comes
 * before every area. My work is for whoever may decide some kind of item; the SLAs are read by
 * them too, and changed by holders of work.edit_sla.
 */
export const topNavItems: readonly NavLinkItem[] = [
  { title: 'My work', to: '/work', permission: workQueueApi.decidesWork, icon: InboxIcon, exact: true },
  {
    title: 'Work queue SLA',
    to: '/work/sla',
    permission: [...workQueueApi.decidesWork, P.EditWorkSla],
    icon: TimerIcon,
  },
];

/** The top entries the user may open. */
export const visibleTopNavItems = (user: PermissionHolder | null, items = topNavItems): NavLinkItem[] =>
  items.filter((item) => hasPermission(user, item.permission));

/** The menu of spec 1 §2, in its order. */
export const navGroups: readonly NavGroup[] = [
  {
    title: 'Onboarding',
    items: [
      { title: 'Customers', to: '/customer-inquiry', permission: P.ListCustomers, icon: ContactIcon },
      // Not in spec 1's menu: the review queue was otherwise reachable only through a customer.
      { title: 'Applications', to: '/applications', permission: P.ListApplications, icon: FileCheckIcon },
      { title: 'Businesses', to: '/business-inquiry', permission: P.ListBusinesses, icon: Building2Icon },
      { title: 'Merchants', to: '/merchant-inquiry', permission: P.ListMerchants, icon: StoreIcon },
    ],
  },
  {
    title: 'Support',
    items: [
      {
        title: `${MOBILE_BANKING_NAME} user info`,
        to: `/support/${MOBILE_BANKING_SERVICE}`,
        permission: P.ViewMbankingUserInfo,
        icon: SmartphoneIcon,
      },
    ],
  },
  {
    title: 'Merchant',
    items: [
      {
        title: 'Merchant statement',
        to: '/merchant/transactions',
        permission: P.ViewMerchantStatement,
        icon: ReceiptTextIcon,
      },
    ],
  },
  {
    title: 'Card Management',
    items: [
      {
        title: 'Requisitions',
        to: '/cards/requisitions',
        permission: P.ListCardRequisitions,
        icon: ClipboardListIcon,
      },
      { title: 'Limits', to: '/cards/limits', permission: P.ListCardRequisitions, icon: CreditCardIcon },
    ],
  },
  {
    title: 'Reports',
    items: [
      {
        title: 'Dashboards',
        icon: ChartColumnIcon,
        children: [
          { title: 'General', to: '/dashboards/general', permission: P.ViewDashboard, icon: GaugeIcon },
        ],
      },
      {
        title: 'Activity report',
        to: '/reports/activity',
        permission: P.ViewActivityReport,
        icon: ActivityIcon,
      },
    ],
  },
  {
    title: 'Administrator',
    items: [
      { title: 'Users', to: '/users', permission: P.ListUsers, icon: UsersIcon },
      { title: 'Roles', to: '/roles', permission: P.ListRoles, icon: ShieldCheckIcon },
      // Beyond spec 1's menu: four eyes on administration.
      {
        title: 'Administration changes',
        to: '/admin-changes',
        permission: [P.ApproveAdminChanges, P.ViewAdminChanges],
        icon: ClipboardCheckIcon,
      },
      // Not in spec 1's menu: the background jobs that carry decisions out at the core.
      { title: 'Background jobs', to: '/operations/jobs', permission: P.ViewJobs, icon: ServerCogIcon },
      { title: 'Security centre', to: '/security', permission: P.ViewSessions, icon: LockKeyholeIcon },
    ],
  },
];

/**
 * The entries the user may open (spec 1 §2): each needs its permission; a parent without a
 * permitted child and a group without a permitted entry disappear, silently.
 */
export function visibleNavGroups(
  user: PermissionHolder | null,
  groups: readonly NavGroup[] = navGroups,
): NavGroup[] {
  const allowed = (item: NavLinkItem) => hasPermission(user, item.permission);
  return groups
    .map((group) => ({
      ...group,
      items: group.items.flatMap((item): NavItem[] => {
        if (!isParent(item)) return allowed(item) ? [item] : [];
        const children = item.children.filter(allowed);
        return children.length > 0 ? [{ ...item, children }] : [];
      }),
    }))
    .filter((group) => group.items.length > 0);
}

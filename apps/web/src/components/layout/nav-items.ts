import {
  MOBILE_BANKING_NAME,
  MOBILE_BANKING_SERVICE,
  P,
  hasPermission,
  readsMerchantStatement,
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
  ListChecksIcon,
  ReceiptTextIcon,
  ScanSearchIcon,
  ServerCogIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
  StoreIcon,
  TimerIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { navText } from './nav-messages';

export interface NavLinkItem {
  /** The entry's name in the language of the moment it is read. */
  readonly title: string;
  to: string;
  /** One permission, or a list of which any one will do. */
  permission: string | readonly string[];
  icon: LucideIcon;
  /** Marked current only at its own address, not at the addresses below it (My work, not its SLA). */
  exact?: boolean;
  /** Beyond the permission: whether the screen has anything to show this user. */
  shows?: (user: NavUser) => boolean;
}

/** The signed-in user as the menu reads them. */
export type NavUser = PermissionHolder & { isMerchant?: boolean | null };

/** An entry with sub-entries (Dashboards > General). */
export interface NavParentItem {
  readonly title: string;
  icon: LucideIcon;
  children: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavParentItem;

export interface NavGroup {
  readonly title: string;
  items: readonly NavItem[];
}

export const isParent = (item: NavItem): item is NavParentItem => 'children' in item;

type NavKey = Parameters<typeof navText.t>[0];
type Named<T> = T & { readonly title: string };

/**
 * An entry or group under its name in the catalogue: the menu is declared once, and `title` is
 * read in the language of the moment (the sidebar reads it as it renders).
 */
function named<T extends object>(key: NavKey, entry: T, values?: Record<string, string>): Named<T> {
  return Object.defineProperty(entry, 'title', {
    enumerable: true,
    get: () => navText.t(key, values),
  }) as Named<T>;
}

/**
 * Entries above the spec's groups, under no heading: the work that waits on the user comes
 * before every area. My work is for whoever may decide some kind of item; the SLAs are read by
 * them too, and changed by holders of work.edit_sla.
 */
export const topNavItems: readonly NavLinkItem[] = [
  named('myWork', { to: '/work', permission: workQueueApi.decidesWork, icon: InboxIcon, exact: true }),
  named('workQueueSla', {
    to: '/work/sla',
    permission: [...workQueueApi.decidesWork, P.EditWorkSla],
    icon: TimerIcon,
  }),
];

/** The top entries the user may open. */
export const visibleTopNavItems = (user: PermissionHolder | null, items = topNavItems): NavLinkItem[] =>
  items.filter((item) => hasPermission(user, item.permission));

/** The menu of spec 1 §2, in its order. */
export const navGroups: readonly NavGroup[] = [
  named('onboarding', {
    items: [
      named('customers', { to: '/customer-inquiry', permission: P.ListCustomers, icon: ContactIcon }),
      // Not in spec 1's menu: the review queue was otherwise reachable only through a customer.
      named('applications', { to: '/applications', permission: P.ListApplications, icon: FileCheckIcon }),
      named('businesses', { to: '/business-inquiry', permission: P.ListBusinesses, icon: Building2Icon }),
      named('merchants', { to: '/merchant-inquiry', permission: P.ListMerchants, icon: StoreIcon }),
    ],
  }),
  named('support', {
    items: [
      named(
        'mobileBankingUserInfo',
        {
          to: `/support/${MOBILE_BANKING_SERVICE}`,
          permission: P.ViewMbankingUserInfo,
          icon: SmartphoneIcon,
        },
        { service: MOBILE_BANKING_NAME },
      ),
    ],
  }),
  named('merchant', {
    items: [
      // A merchant's own statement, or any merchant's for a monitor: view_statement alone shows
      // a staff member an empty page, so the entry is not theirs.
      named('merchantStatement', {
        to: '/merchant/transactions',
        permission: [P.ViewMerchantStatement, P.MonitorMerchantStatement],
        icon: ReceiptTextIcon,
        shows: readsMerchantStatement,
      }),
    ],
  }),
  named('cardManagement', {
    items: [
      named('requisitions', {
        to: '/cards/requisitions',
        permission: P.ListCardRequisitions,
        icon: ClipboardListIcon,
      }),
      named('limits', { to: '/cards/limits', permission: P.ListCardRequisitions, icon: CreditCardIcon }),
    ],
  }),
  // Not in spec 1's menu: sanctions screening (docs/screening.md).
  named('compliance', {
    items: [
      named('screeningHits', {
        to: '/screening/hits',
        permission: [P.ReviewScreeningHits, P.ConfirmScreeningMatch],
        icon: ShieldAlertIcon,
      }),
      named('sanctionsLists', {
        to: '/screening/lists',
        permission: [P.ManageScreeningLists, P.ReviewScreeningHits, P.ScreeningCheck],
        icon: ListChecksIcon,
      }),
      named('checkName', { to: '/screening/check', permission: P.ScreeningCheck, icon: ScanSearchIcon }),
    ],
  }),
  named('reports', {
    items: [
      named('dashboards', {
        icon: ChartColumnIcon,
        children: [
          named('general', { to: '/dashboards/general', permission: P.ViewDashboard, icon: GaugeIcon }),
        ],
      }),
      named('activityReport', {
        to: '/reports/activity',
        permission: P.ViewActivityReport,
        icon: ActivityIcon,
      }),
    ],
  }),
  named('administrator', {
    items: [
      named('users', { to: '/users', permission: P.ListUsers, icon: UsersIcon }),
      named('roles', { to: '/roles', permission: P.ListRoles, icon: ShieldCheckIcon }),
      // Beyond spec 1's menu: four eyes on administration.
      named('administrationChanges', {
        to: '/admin-changes',
        permission: [P.ApproveAdminChanges, P.ViewAdminChanges],
        icon: ClipboardCheckIcon,
      }),
      // Not in spec 1's menu: the background jobs that carry decisions out at the core.
      named('backgroundJobs', { to: '/operations/jobs', permission: P.ViewJobs, icon: ServerCogIcon }),
      named('securityCentre', { to: '/security', permission: P.ViewSessions, icon: LockKeyholeIcon }),
    ],
  }),
];

/**
 * The entries the user may open (spec 1 §2): each needs its permission; a parent without a
 * permitted child and a group without a permitted entry disappear, silently.
 */
export function visibleNavGroups(user: NavUser | null, groups: readonly NavGroup[] = navGroups): NavGroup[] {
  const allowed = (item: NavLinkItem) =>
    hasPermission(user, item.permission) && (!item.shows || (user !== null && item.shows(user)));
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

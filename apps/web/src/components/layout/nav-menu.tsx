import { useId } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { ChevronRightIcon } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { layoutText } from './messages';
import { isParent, type NavGroup, type NavLinkItem, type NavParentItem } from './nav-items';
import { NavLink, navItemClasses } from './nav-link';
import { navText } from './nav-messages';
import { useSidebarCollapsed } from './sidebar';

/**
 * The permitted top entries (no heading), then the permitted menu groups, each a labelled list.
 * `counts` puts a badge on the entries of those addresses.
 */
export function NavMenu({
  top = [],
  groups,
  counts = {},
}: {
  top?: readonly NavLinkItem[];
  groups: readonly NavGroup[];
  counts?: Partial<Record<string, number>>;
}) {
  const t = useT(layoutText);
  return (
    <nav
      aria-label={t('mainMenu')}
      className="flex min-h-0 flex-1 flex-col gap-2 overflow-x-hidden overflow-y-auto p-2"
    >
      {top.length > 0 && (
        <ul className="flex flex-col gap-0.5">
          {top.map((item) => (
            <li key={item.to}>
              <NavLink item={item} count={counts[item.to]} />
            </li>
          ))}
        </ul>
      )}
      {groups.map((group) => (
        <MenuGroup key={group.title} group={group} />
      ))}
    </nav>
  );
}

function MenuGroup({ group }: { group: NavGroup }) {
  const collapsed = useSidebarCollapsed();
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className="flex flex-col gap-1">
      <h2
        id={labelId}
        className={cn('px-2 pt-1 text-xs font-medium text-sidebar-foreground/60', collapsed && 'sr-only')}
      >
        {group.title}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {group.items.map((item) => (
          <li key={item.title}>{isParent(item) ? <ParentEntry item={item} /> : <NavLink item={item} />}</li>
        ))}
      </ul>
    </section>
  );
}

/** Dashboards > General: a collapsible entry; on the icon rail its children show as icons. */
function ParentEntry({ item }: { item: NavParentItem }) {
  const t = useT(navText);
  const collapsed = useSidebarCollapsed();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const active = item.children.some((child) => pathname.startsWith(child.to));
  const Icon = item.icon;
  if (collapsed) {
    return (
      <ul className="flex flex-col gap-0.5">
        {item.children.map((child) => (
          <li key={child.to}>
            <NavLink item={child} tooltip={t('parentEntry', { parent: item.title, entry: child.title })} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Collapsible.Root defaultOpen={active} className="group/collapsible">
      <Collapsible.Trigger className={cn(navItemClasses, 'text-start')}>
        <Icon aria-hidden="true" />
        <span className="flex-1 truncate">{item.title}</span>
        {/* Closed, the chevron points along the line (leftwards in Arabic); open, it points down. */}
        <span className="flex shrink-0 rtl:-scale-x-100" aria-hidden="true">
          <ChevronRightIcon className="size-4 transition-transform group-data-[state=open]/collapsible:rotate-90" />
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="ms-4 flex flex-col gap-0.5 border-s border-sidebar-border py-0.5 ps-2">
          {item.children.map((child) => (
            <li key={child.to}>
              <NavLink item={child} nested />
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

import { Link } from '@tanstack/react-router';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import type { NavLinkItem } from './nav-items';
import { useSidebarCollapsed } from './sidebar';
import { useSidebar } from './sidebar-context';

export const navItemClasses =
  'flex h-8 w-full min-w-0 items-center gap-2 rounded-md px-2 text-sm text-sidebar-foreground/85 outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring [&>svg]:size-4 [&>svg]:shrink-0';

/**
 * One menu entry; on the icon rail the label becomes a tooltip (700 ms, skip 300 ms). A `count`
 * (items waiting) shows as a badge after the label, or on the icon on the rail; none at zero.
 */
export function NavLink({
  item,
  tooltip,
  nested,
  count,
}: {
  item: NavLinkItem;
  tooltip?: string;
  nested?: boolean;
  count?: number;
}) {
  const collapsed = useSidebarCollapsed();
  const { isMobile, setOpenMobile } = useSidebar();
  const Icon = item.icon;
  const link = (
    <Link
      to={item.to}
      activeOptions={item.exact ? { exact: true, includeSearch: false } : undefined}
      onClick={() => isMobile && setOpenMobile(false)}
      className={cn(
        navItemClasses,
        'data-[status=active]:bg-sidebar-accent data-[status=active]:font-medium data-[status=active]:text-sidebar-primary',
        nested && !collapsed && 'h-7',
        collapsed && 'relative justify-center px-0',
      )}
    >
      <Icon aria-hidden="true" />
      <span className={collapsed ? 'sr-only' : 'flex-1 truncate'}>{item.title}</span>
      {count !== undefined && count > 0 && <CountBadge count={count} collapsed={collapsed} />}
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{tooltip ?? item.title}</TooltipContent>
    </Tooltip>
  );
}

function CountBadge({ count, collapsed }: { count: number; collapsed: boolean }) {
  return (
    <span
      data-slot="nav-count"
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-sidebar-primary px-1.5 text-[0.7rem] leading-5 font-semibold text-sidebar-primary-foreground tabular-nums',
        collapsed && 'absolute -end-1 -top-1 min-w-4 px-1 text-[0.6rem] leading-4',
      )}
    >
      {count > 999 ? '999+' : count}
      <span className="sr-only"> waiting</span>
    </span>
  );
}

import { Link } from '@tanstack/react-router';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import type { NavLinkItem } from './nav-items';
import { useSidebarCollapsed } from './sidebar';
import { useSidebar } from './sidebar-context';

export const navItemClasses =
  'flex h-8 w-full min-w-0 items-center gap-2 rounded-md px-2 text-sm text-sidebar-foreground/85 outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring [&>svg]:size-4 [&>svg]:shrink-0';

/** One menu entry; on the icon rail the label becomes a tooltip (700 ms, skip 300 ms). */
export function NavLink({
  item,
  tooltip,
  nested,
}: {
  item: NavLinkItem;
  tooltip?: string;
  nested?: boolean;
}) {
  const collapsed = useSidebarCollapsed();
  const { isMobile, setOpenMobile } = useSidebar();
  const Icon = item.icon;
  const link = (
    <Link
      to={item.to}
      onClick={() => isMobile && setOpenMobile(false)}
      className={cn(
        navItemClasses,
        'data-[status=active]:bg-sidebar-accent data-[status=active]:font-medium data-[status=active]:text-sidebar-primary',
        nested && !collapsed && 'h-7',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon aria-hidden="true" />
      <span className={collapsed ? 'sr-only' : 'truncate'}>{item.title}</span>
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

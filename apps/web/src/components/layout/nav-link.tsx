import { Link } from '@tanstack/react-router';
import { Ltr } from '@/components/ltr';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { layoutText } from './messages';
import type { NavLinkItem } from './nav-items';
import { useSidebarCollapsed, useSidebarSide } from './sidebar';
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
  const side = useSidebarSide();
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
      {/* Beside the rail, towards the screen: on the left of a sidebar on the right. */}
      <TooltipContent side={side === 'left' ? 'right' : 'left'}>{tooltip ?? item.title}</TooltipContent>
    </Tooltip>
  );
}

function CountBadge({ count, collapsed }: { count: number; collapsed: boolean }) {
  const t = useT(layoutText);
  return (
    <span
      data-slot="nav-count"
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-sidebar-primary px-1.5 text-[0.7rem] leading-5 font-semibold text-sidebar-primary-foreground tabular-nums',
        collapsed && 'absolute -end-1 -top-1 min-w-4 px-1 text-[0.6rem] leading-4',
      )}
    >
      <Ltr>{count > 999 ? '999+' : count}</Ltr>
      <span className="sr-only"> {t('waiting')}</span>
    </span>
  );
}

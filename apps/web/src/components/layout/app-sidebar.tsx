import { Link } from '@tanstack/react-router';
import { hasPermission, type StoredSession } from '@console/contract/core';
import { workQueueApi } from '@console/contract';
import { useLanguage, useT } from '@/lib/i18n';
import { productName } from '@/lib/product';
import { useSystemInfo } from '@/lib/system-info';
import { useWorkCount } from '@/lib/work-count';
import { cn } from '@/lib/utils';
import { brandingFor } from '@/tenants';
import { environmentLabel } from './environment';
import { layoutText } from './messages';
import { NavMenu } from './nav-menu';
import { visibleNavGroups, visibleTopNavItems } from './nav-items';
import { Sidebar, useSidebarCollapsed } from './sidebar';
import { useSidebar } from './sidebar-context';

/** Sidebar of the shell: brand, tenant, user, environment (spec 1 §2), then the permitted menu. */
export function AppSidebar({ session }: { session: StoredSession }) {
  // The menu's names are read as it is drawn: drawn again in a new language.
  useLanguage();
  // My work's badge: the items waiting on this user, for those who decide something.
  const waiting = useWorkCount(hasPermission(session, workQueueApi.decidesWork)).data?.waiting;
  return (
    <Sidebar>
      <SidebarHeader session={session} />
      <NavMenu
        top={visibleTopNavItems(session)}
        groups={visibleNavGroups(session)}
        counts={{ '/work': waiting }}
      />
    </Sidebar>
  );
}

function SidebarHeader({ session }: { session: StoredSession }) {
  const t = useT(layoutText);
  const collapsed = useSidebarCollapsed();
  const { isMobile, setOpenMobile } = useSidebar();
  const branding = brandingFor(session.tenant);
  const { data: server } = useSystemInfo();
  return (
    <div
      data-slot="sidebar-header"
      className={cn('flex flex-col gap-2 border-b border-sidebar-border p-2', collapsed && 'items-center')}
    >
      <Link
        to="/"
        onClick={() => isMobile && setOpenMobile(false)}
        aria-label={t('home', { product: productName() })}
        className="flex min-w-0 items-center gap-2 rounded-md p-1 outline-none hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-sidebar-ring"
      >
        <branding.Logo className="size-8 shrink-0" aria-hidden="true" />
        {!collapsed && (
          <span className="grid min-w-0 leading-tight">
            <span className="truncate text-sm font-semibold">{branding.name}</span>
            <span className="truncate text-xs text-sidebar-foreground/70">{productName()}</span>
          </span>
        )}
      </Link>
      {!collapsed && (
        <div className="grid gap-0.5 px-1 pb-1 text-xs">
          <span className="truncate font-medium" data-testid="sidebar-user">
            {session.userName}
          </span>
          <span className="truncate text-sidebar-foreground/70" data-testid="environment">
            {environmentLabel(window.location.hostname, server)}
          </span>
        </div>
      )}
    </div>
  );
}

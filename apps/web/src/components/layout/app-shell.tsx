import { QueryClientProvider } from '@tanstack/react-query';
import { CatchBoundary, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { queryClient } from '@/lib/query-client';
import { getSession, refreshSession, useSession } from '@/lib/session';
import { renewOnLoad, useSessionRenewal } from '@/lib/session-renewal';
import { TooltipProvider } from '@/components/ui/tooltip';
import { applyTenant, rememberTenant } from '@/tenants';
import { AppSidebar } from './app-sidebar';
import { RouteError } from './route-error';
import { SidebarProvider } from './sidebar-context';
import { TopBar, type TopBarParts } from './top-bar';
import { ViewAsBanner } from './view-as-banner';

/**
 * The authenticated shell (spec 1 §2): sidebar, top bar and the current screen. `topBar` holds
 * the features' parts of the top bar (the search, the notification bell), which the route supplies:
 * shared code does not import a feature.
 */
export function AppShell({ topBar }: { topBar?: TopBarParts }) {
  const session = useSession();
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useSessionRenewal();

  // Spec 1 §2: on load the session is refreshed (fresh claims: permissions, reset flag), unless
  // its token was issued a moment ago and carries them already.
  useEffect(() => {
    const loaded = getSession();
    if (loaded && !renewOnLoad(loaded.token, Date.now())) return;
    refreshSession().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!session) return;
    applyTenant(session.tenant);
    rememberTenant(session.tenant);
  }, [session]);

  // Signed out (here or in another tab), or flagged for a password reset: leave the shell.
  const gone = !session;
  const mustReset = session?.resetPassword === true;
  useEffect(() => {
    const { pathname, href } = router.state.location;
    // Already on the way out (sign-out, or the API client's 401 handler).
    if (pathname.startsWith('/auth/')) return;
    if (gone) void router.navigate({ to: '/auth/login', search: { returnUrl: href }, replace: true });
    else if (mustReset) void router.navigate({ to: '/auth/reset-password', replace: true });
  }, [gone, mustReset, router]);

  if (!session) return null;
  return (
    // Server state and tooltips (the collapsed sidebar) live only in the shell, so their
    // providers do too.
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <SidebarProvider>
          <div className="flex min-h-dvh w-full">
            <AppSidebar session={session} />
            <div className="flex min-w-0 flex-1 flex-col">
              <ViewAsBanner session={session} />
              <TopBar session={session} {...topBar} />
              <main id="main" className="flex-1 p-4 md:p-6">
                {/* A screen that fails leaves the shell in place; going elsewhere starts afresh. */}
                <CatchBoundary getResetKey={() => pathname} errorComponent={RouteError}>
                  <Outlet />
                </CatchBoundary>
              </main>
            </div>
          </div>
        </SidebarProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}

import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/app-shell';
import { ShellNotFound } from '@/components/layout/shell-not-found';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { PaletteLauncher } from '@/features/search/palette-launcher';
import { loadSession } from '@/lib/session';

// Everything but the public /auth screens sits behind this guard (spec 1 §2).
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ location }) => {
    const session = await loadSession();
    if (!session) throw redirect({ to: '/auth/login', search: { returnUrl: location.href } });
    if (session.resetPassword) throw redirect({ to: '/auth/reset-password' });
  },
  component: AuthenticatedShell,
  notFoundComponent: ShellNotFound,
});

/** The shell, with the command palette and the notification bell in its top bar. */
function AuthenticatedShell() {
  return <AppShell topBar={{ search: PaletteLauncher, controls: NotificationBell }} />;
}

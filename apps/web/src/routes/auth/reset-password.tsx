import { createFileRoute, redirect } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';
import { loadSession } from '@/lib/session';

export const Route = createFileRoute('/auth/reset-password')({
  // Changing one's password needs the session (old password + own user id).
  beforeLoad: async ({ location }) => {
    if (!(await loadSession())) throw redirect({ to: '/auth/login', search: { returnUrl: location.href } });
  },
  component: ResetPasswordPage,
});

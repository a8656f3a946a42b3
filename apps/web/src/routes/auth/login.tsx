import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '@/features/auth/login-page';
import { loadSession } from '@/lib/session';

const searchSchema = z.object({ returnUrl: z.string().max(2000).optional().catch(undefined) });

export const Route = createFileRoute('/auth/login')({
  validateSearch: searchSchema,
  // Spec 1 §2: a signed-in user opening the sign-in screen goes home.
  beforeLoad: async () => {
    if (await loadSession()) throw redirect({ to: '/' });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { returnUrl } = Route.useSearch();
  return <LoginPage returnUrl={returnUrl} />;
}

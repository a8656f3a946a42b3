import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';
import { loadSession } from '@/lib/session';
import { searchReader, text } from '@/lib/search-params';

export const Route = createFileRoute('/auth/login')({
  validateSearch: searchReader({ returnUrl: text(2000) }),
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

import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec 1 §2: any other path under /auth/ falls back to the sign-in screen.
export const Route = createFileRoute('/auth/$')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/login', replace: true });
  },
});

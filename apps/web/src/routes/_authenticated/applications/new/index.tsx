import { createFileRoute, redirect } from '@tanstack/react-router';

// Without an organization and a mobile number there is nothing to apply for (spec 2 §2).
export const Route = createFileRoute('/_authenticated/applications/new/')({
  beforeLoad: () => {
    throw redirect({ to: '/customer-inquiry', replace: true });
  },
});

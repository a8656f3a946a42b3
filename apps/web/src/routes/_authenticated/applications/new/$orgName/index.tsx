import { createFileRoute, redirect } from '@tanstack/react-router';

// A mobile number is needed to apply (spec 2 §2).
export const Route = createFileRoute('/_authenticated/applications/new/$orgName/')({
  beforeLoad: () => {
    throw redirect({ to: '/customer-inquiry', replace: true });
  },
});

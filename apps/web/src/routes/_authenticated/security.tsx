import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { SecurityScreen } from '@/features/security/security-screen';
import { validateSecuritySearch } from '@/features/security/security-search';

export const Route = createFileRoute('/_authenticated/security')({
  validateSearch: validateSecuritySearch,
  component: SecurityRoute,
});

function SecurityRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={P.ViewSessions}>
      <SecurityScreen search={search} />
    </RequirePermission>
  );
}

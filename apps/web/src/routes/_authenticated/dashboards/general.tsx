import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { GeneralDashboardScreen } from '@/features/dashboards/general-dashboard-screen';
import { validateDashboardSearch } from '@/features/dashboards/dashboard-search';

export const Route = createFileRoute('/_authenticated/dashboards/general')({
  validateSearch: validateDashboardSearch,
  component: GeneralDashboardRoute,
});

function GeneralDashboardRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={P.ViewDashboard}>
      <GeneralDashboardScreen search={search} />
    </RequirePermission>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { ApplicationsScreen } from '@/features/applications/applications-screen';
import { validateApplicationsSearch } from '@/features/applications/applications-search';

export const Route = createFileRoute('/_authenticated/applications/')({
  validateSearch: validateApplicationsSearch,
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={P.ListApplications}>
      <ApplicationsScreen search={search} />
    </RequirePermission>
  );
}

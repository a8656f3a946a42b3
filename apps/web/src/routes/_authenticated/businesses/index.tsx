import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { BusinessesScreen } from '@/features/businesses/businesses-screen';
import { validateBusinessesSearch } from '@/features/businesses/businesses-search';

export const Route = createFileRoute('/_authenticated/businesses/')({
  validateSearch: validateBusinessesSearch,
  component: BusinessesRoute,
});

function BusinessesRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={P.ListBusinesses}>
      <BusinessesScreen search={search} />
    </RequirePermission>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { RolesScreen } from '@/features/roles/roles-screen';
import { validateRolesSearch } from '@/features/roles/roles-search';

export const Route = createFileRoute('/_authenticated/roles')({
  validateSearch: validateRolesSearch,
  component: RolesRoute,
});

function RolesRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={P.ListRoles}>
      <RolesScreen search={search} />
    </RequirePermission>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { UsersScreen } from '@/features/users/users-screen';
import { validateUsersSearch } from '@/features/users/users-search';

export const Route = createFileRoute('/_authenticated/users')({
  validateSearch: validateUsersSearch,
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={P.ListUsers}>
      <UsersScreen search={search} />
    </RequirePermission>
  );
}

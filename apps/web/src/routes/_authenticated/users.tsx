import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract';
import { RequirePermission } from '@/lib/permissions';
import { UsersScreen } from '@/features/users/users-screen';
import { usersSearchSchema } from '@/features/users/users-search';

export const Route = createFileRoute('/_authenticated/users')({
  validateSearch: usersSearchSchema,
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

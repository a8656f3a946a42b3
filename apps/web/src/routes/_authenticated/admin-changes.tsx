import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { AdminChangesScreen } from '@/features/admin-changes/admin-changes-screen';
import { validateAdminChangesSearch } from '@/features/admin-changes/admin-changes-search';

export const Route = createFileRoute('/_authenticated/admin-changes')({
  validateSearch: validateAdminChangesSearch,
  component: AdminChangesRoute,
});

function AdminChangesRoute() {
  const search = Route.useSearch();
  return (
    // A supervisor who decides merchants' access reads those changes here (the API shows them no other).
    <RequirePermission
      permission={[
        P.ApproveAdminChanges,
        P.ViewAdminChanges,
        P.ListUsers,
        P.ListRoles,
        P.ApproveMerchantAccess,
      ]}
    >
      <AdminChangesScreen search={search} />
    </RequirePermission>
  );
}

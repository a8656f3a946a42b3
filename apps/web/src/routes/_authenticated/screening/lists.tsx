import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { ListsScreen } from '@/features/screening/lists-screen';

export const Route = createFileRoute('/_authenticated/screening/lists')({
  component: ListsRoute,
});

function ListsRoute() {
  return (
    <RequirePermission permission={[P.ManageScreeningLists, P.ReviewScreeningHits, P.ScreeningCheck]}>
      <ListsScreen />
    </RequirePermission>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { RequisitionsScreen } from '@/features/cards/requisitions-screen';
import { validateRequisitionsSearch } from '@/features/cards/requisitions-search';

export const Route = createFileRoute('/_authenticated/cards/limits')({
  validateSearch: validateRequisitionsSearch,
  component: CardsRoute,
});

function CardsRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={P.ListCardRequisitions}>
      <RequisitionsScreen kind="Limit" search={search} />
    </RequirePermission>
  );
}

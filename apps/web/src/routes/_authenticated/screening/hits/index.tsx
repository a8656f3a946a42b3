import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { HitsScreen } from '@/features/screening/hits-screen';
import { validateHitsSearch } from '@/features/screening/hits-search';

export const Route = createFileRoute('/_authenticated/screening/hits/')({
  validateSearch: validateHitsSearch,
  component: HitsRoute,
});

function HitsRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={[P.ReviewScreeningHits, P.ConfirmScreeningMatch]}>
      <HitsScreen search={search} />
    </RequirePermission>
  );
}

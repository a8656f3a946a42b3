import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { SupportScreen } from '@/features/support/support-screen';
import { validateSupportSearch } from '@/features/support/support-search';

export const Route = createFileRoute('/_authenticated/support/dahabplus')({
  validateSearch: validateSupportSearch,
  component: SupportRoute,
});

function SupportRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={P.ViewMbankingUserInfo}>
      <SupportScreen search={search} />
    </RequirePermission>
  );
}

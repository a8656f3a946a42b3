import { createFileRoute } from '@tanstack/react-router';
import { P, readsMerchantStatement } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { StatementScreen } from '@/features/merchants/statement-screen';
import { validateStatementSearch } from '@/features/merchants/statement-search';

export const Route = createFileRoute('/_authenticated/merchant/transactions')({
  validateSearch: validateStatementSearch,
  component: MerchantStatementRoute,
});

function MerchantStatementRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission
      permission={[P.ViewMerchantStatement, P.MonitorMerchantStatement]}
      shows={readsMerchantStatement}
    >
      <StatementScreen search={search} />
    </RequirePermission>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { CustomersScreen } from '@/features/customers/customers-screen';
import { validateCustomersSearch } from '@/features/customers/customers-search';

export const Route = createFileRoute('/_authenticated/customers/')({
  validateSearch: validateCustomersSearch,
  component: CustomersRoute,
});

function CustomersRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={P.ListCustomers}>
      <CustomersScreen search={search} />
    </RequirePermission>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { CustomerEditScreen } from '@/features/customers/customer-edit-screen';

export const Route = createFileRoute('/_authenticated/customers/edit/$id')({
  component: CustomerEditRoute,
});

function CustomerEditRoute() {
  const { id } = Route.useParams();
  return (
    <RequirePermission permission={P.EditCustomer}>
      <CustomerEditScreen key={id} id={id} />
    </RequirePermission>
  );
}

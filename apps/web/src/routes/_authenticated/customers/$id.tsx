import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { CustomerApplicationsTab } from '@/features/applications/customer-applications-tab';
import { CustomerProfileScreen } from '@/features/customers/customer-profile-screen';

export const Route = createFileRoute('/_authenticated/customers/$id')({
  component: CustomerProfileRoute,
});

// The route composes the two features: the profile, and the applications of that customer.
function CustomerProfileRoute() {
  const { id } = Route.useParams();
  return (
    <RequirePermission permission={P.ListCustomers}>
      <CustomerProfileScreen
        key={id}
        id={id}
        applicationsTab={(customer) => <CustomerApplicationsTab customer={customer} />}
      />
    </RequirePermission>
  );
}

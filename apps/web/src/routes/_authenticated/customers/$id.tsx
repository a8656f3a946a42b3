import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { CustomerApplicationsTab } from '@/features/applications/customer-applications-tab';
import { CustomerProfileScreen } from '@/features/customers/customer-profile-screen';
import { RecordScreeningTab } from '@/features/screening/record-screening-tab';

export const Route = createFileRoute('/_authenticated/customers/$id')({
  component: CustomerProfileRoute,
});

// The route composes the features: the profile, the applications of that customer, its screening.
function CustomerProfileRoute() {
  const { id } = Route.useParams();
  return (
    <RequirePermission permission={P.ListCustomers}>
      <CustomerProfileScreen
        key={id}
        id={id}
        applicationsTab={(customer) => <CustomerApplicationsTab customer={customer} />}
        screeningTab={<RecordScreeningTab type="Customer" id={id} />}
      />
    </RequirePermission>
  );
}

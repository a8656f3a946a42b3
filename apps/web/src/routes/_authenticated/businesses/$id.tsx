import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { BusinessProfileScreen } from '@/features/businesses/business-profile-screen';
import { RecordScreeningTab } from '@/features/screening/record-screening-tab';

export const Route = createFileRoute('/_authenticated/businesses/$id')({
  component: BusinessProfileRoute,
});

function BusinessProfileRoute() {
  const { id } = Route.useParams();
  return (
    <RequirePermission permission={P.ListBusinesses}>
      <BusinessProfileScreen key={id} id={id} screeningTab={<RecordScreeningTab type="Business" id={id} />} />
    </RequirePermission>
  );
}

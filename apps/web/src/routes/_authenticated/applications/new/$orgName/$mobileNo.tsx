import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { NewApplicationScreen } from '@/features/applications/new-application/new-application-screen';

export const Route = createFileRoute('/_authenticated/applications/new/$orgName/$mobileNo')({
  component: NewApplicationRoute,
});

function NewApplicationRoute() {
  const { orgName, mobileNo } = Route.useParams();
  return (
    <RequirePermission permission={P.AddApplication}>
      <NewApplicationScreen orgName={orgName} mobileNo={mobileNo} />
    </RequirePermission>
  );
}

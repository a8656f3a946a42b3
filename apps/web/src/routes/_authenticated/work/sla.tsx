import { createFileRoute } from '@tanstack/react-router';
import { P, workQueueApi } from '@console/contract';
import { RequirePermission } from '@/lib/permissions';
import { SlaScreen } from '@/features/work/sla-screen';

export const Route = createFileRoute('/_authenticated/work/sla')({
  component: SlaRoute,
});

function SlaRoute() {
  return (
    <RequirePermission permission={[...workQueueApi.decidesWork, P.EditWorkSla]}>
      <SlaScreen />
    </RequirePermission>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { workQueueApi } from '@console/contract';
import { RequirePermission } from '@/lib/permissions';
import { WorkScreen } from '@/features/work/work-screen';
import { validateWorkSearch } from '@/features/work/work-search';

export const Route = createFileRoute('/_authenticated/work/')({
  validateSearch: validateWorkSearch,
  component: WorkRoute,
});

function WorkRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={workQueueApi.decidesWork}>
      <WorkScreen search={search} />
    </RequirePermission>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { JobsScreen } from '@/features/operations/jobs-screen';
import { validateJobsSearch } from '@/features/operations/jobs-search';

export const Route = createFileRoute('/_authenticated/operations/jobs')({
  validateSearch: validateJobsSearch,
  component: JobsRoute,
});

function JobsRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={P.ViewJobs}>
      <JobsScreen search={search} />
    </RequirePermission>
  );
}

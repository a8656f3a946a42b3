import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { ActivityReportScreen } from '@/features/reports/activity-report-screen';
import { validateActivitySearch } from '@/features/reports/activity-search';

export const Route = createFileRoute('/_authenticated/reports/activity')({
  validateSearch: validateActivitySearch,
  component: ActivityReportRoute,
});

function ActivityReportRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={P.ViewActivityReport}>
      <ActivityReportScreen search={search} />
    </RequirePermission>
  );
}

import { useMemo } from 'react';
import type { applicationsApi } from '@console/contract';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useApplications } from './api/list-applications';
import type { ApplicationAction } from './application-actions';
import { ApplicationDialogs } from './application-dialogs';
import { applicationColumns } from './applications-columns';
import { applicationFilters } from './applications-filters';
import { applicationsQueryOf, type ApplicationsSearch } from './applications-search';

/** /applications: every application, filtered by status, shadow ones on request (spec 2 §2). */
export function ApplicationsScreen({ search }: { search: ApplicationsSearch }) {
  const dialogs = useRowDialogs<ApplicationAction, applicationsApi.ApplicationRow>();
  const columns = useMemo(() => applicationColumns(dialogs.show), [dialogs.show]);
  const table = useListTable(useApplications(applicationsQueryOf(search)), search);
  return (
    <div className="grid gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Applications</h1>
        <p className="text-sm text-muted-foreground">Account applications and their review.</p>
      </div>
      <FilterPanel label="Filters" filters={applicationFilters} submitLabel="Apply Filters" />
      <DataTable label="Applications" columns={columns} getRowId={(a) => a.id} columnVisibility {...table} />
      <ApplicationDialogs dialogs={dialogs} />
    </div>
  );
}

import { useMemo } from 'react';
import type { operationsApi } from '@console/contract';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { JOBS_REFRESH_MS, useJobs } from './api/list-jobs';
import { JobActionDialogs } from './job-action-dialogs';
import type { JobAction } from './job-row-actions';
import { jobColumns } from './jobs-columns';
import { jobFilters } from './jobs-filters';
import { jobsQueryOf, type JobsSearch } from './jobs-search';

/**
 * /operations/jobs: the background jobs (the core steps that follow decisions, and the scheduled
 * upkeep), newest first, refreshed while the screen is open; a dead job is retried or discarded.
 */
export function JobsScreen({ search }: { search: JobsSearch }) {
  const dialogs = useRowDialogs<JobAction, operationsApi.Job>();
  const columns = useMemo(() => jobColumns(dialogs.show), [dialogs.show]);
  const jobs = useJobs(jobsQueryOf(search));
  const table = useListTable(jobs, search);
  const counts = jobs.data?.counts;
  const filters = useMemo(() => jobFilters(counts), [counts]);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Background jobs</h1>
        <p className="text-sm text-muted-foreground">
          The work the core does after a decision, and the scheduled upkeep. The list refreshes every{' '}
          {JOBS_REFRESH_MS / 1000} seconds.
        </p>
      </div>
      <FilterPanel label="Filters" filters={filters} submitLabel="Apply Filters" />
      <DataTable
        label="Background jobs"
        columns={columns}
        getRowId={(j) => j.id}
        columnVisibility
        {...table}
      />
      <JobActionDialogs dialogs={dialogs} />
    </div>
  );
}

import { useMemo } from 'react';
import type { operationsApi } from '@console/contract';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { useT } from '@/lib/i18n';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { JOBS_REFRESH_MS, useJobs } from './api/list-jobs';
import { JobActionDialogs } from './job-action-dialogs';
import type { JobAction } from './job-row-actions';
import { jobColumns } from './jobs-columns';
import { jobFilters } from './jobs-filters';
import { jobsQueryOf, type JobsSearch } from './jobs-search';
import { operationsText } from './messages';

/**
 * /operations/jobs: the background jobs (the core steps that follow decisions, and the scheduled
 * upkeep), newest first, refreshed while the screen is open; a dead job is retried or discarded.
 */
export function JobsScreen({ search }: { search: JobsSearch }) {
  const t = useT(operationsText);
  const dialogs = useRowDialogs<JobAction, operationsApi.Job>();
  const columns = useMemo(() => jobColumns(dialogs.show), [dialogs.show]);
  const jobs = useJobs(jobsQueryOf(search));
  const table = useListTable(jobs, search);
  // Made as the screen renders, so that their labels follow a change of language.
  const filters = jobFilters(jobs.data?.counts);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('intro', { seconds: JOBS_REFRESH_MS / 1000 })}</p>
      </div>
      <FilterPanel label={t('filters')} filters={filters} submitLabel={t('applyFilters')} />
      <DataTable label={t('title')} columns={columns} getRowId={(j) => j.id} columnVisibility {...table} />
      <JobActionDialogs dialogs={dialogs} />
    </div>
  );
}

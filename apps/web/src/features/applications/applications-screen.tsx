import { useMemo } from 'react';
import type { applicationsApi } from '@console/contract';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { useLanguage, useT } from '@/lib/i18n';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useApplications } from './api/list-applications';
import type { ApplicationAction } from './application-actions';
import { ApplicationDialogs } from './application-dialogs';
import { applicationColumns } from './applications-columns';
import { applicationFilters } from './applications-filters';
import { applicationsQueryOf, type ApplicationsSearch } from './applications-search';
import { applicationsText } from './messages';

/** /applications: every application, filtered by status, shadow ones on request (spec 2 §2). */
export function ApplicationsScreen({ search }: { search: ApplicationsSearch }) {
  const t = useT(applicationsText);
  const language = useLanguage();
  const dialogs = useRowDialogs<ApplicationAction, applicationsApi.ApplicationRow>();
  const { columns, filters } = useMemo(
    () => ({ columns: applicationColumns(dialogs.show), filters: applicationFilters() }),
    // Their headers and labels are the active language's texts: made again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dialogs.show, language],
  );
  const table = useListTable(useApplications(applicationsQueryOf(search)), search);
  return (
    <div className="grid gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('applications')}</h1>
        <p className="text-sm text-muted-foreground">{t('applicationsIntro')}</p>
      </div>
      <FilterPanel label={t('filters')} filters={filters} submitLabel={t('applyFilters')} />
      <DataTable
        label={t('applications')}
        columns={columns}
        getRowId={(a) => a.id}
        columnVisibility
        {...table}
      />
      <ApplicationDialogs dialogs={dialogs} />
    </div>
  );
}

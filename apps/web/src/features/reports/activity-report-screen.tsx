import { CsvExportButton } from '@/components/csv-export-button';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { todayUtc } from '@/lib/date-range';
import { useT } from '@/lib/i18n';
import { useActivityExport } from './api/export-activity';
import { useActivity } from './api/list-activity';
import { activityColumns } from './activity-columns';
import { activityFilters } from './activity-filters';
import { activityQueryOf, type ActivitySearch } from './activity-search';
import { reportsText } from './messages';

/** /reports/activity: the activity events of a range, filtered and paged, with a CSV export. */
export function ActivityReportScreen({ search }: { search: ActivitySearch }) {
  const t = useT(reportsText);
  const query = activityQueryOf(search);
  const activity = useActivity(query);
  const table = useListTable(activity, search);
  const csv = useActivityExport();

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      <FilterPanel label={t('filters')} filters={activityFilters} />
      <DataTable
        label={t('title')}
        columns={activityColumns}
        getRowId={(r) => r.id}
        columnVisibility
        toolbar={
          <CsvExportButton
            size="sm"
            progress={csv.progress}
            disabled={!activity.data || activity.data.totalItems === 0}
            onExport={() => {
              const { page: _p, size: _s, ...filters } = query;
              void csv.start(filters, `activity-report-${search.from ?? todayUtc()}.csv`);
            }}
          />
        }
        {...table}
      />
    </div>
  );
}

import { CsvExportButton } from '@/components/csv-export-button';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { FilterPanel } from '@/components/filter-panel';
import { todayUtc } from '@/lib/date-range';
import { useActivityExport } from './api/export-activity';
import { useActivity } from './api/list-activity';
import { activityColumns } from './activity-columns';
import { activityFilters } from './activity-filters';
import { activityQueryOf, type ActivitySearch } from './activity-search';

/** /reports/activity: the activity events of a range, filtered and paged, with a CSV export. */
export function ActivityReportScreen({ search }: { search: ActivitySearch }) {
  const query = activityQueryOf(search);
  const activity = useActivity(query);
  const table = useListTable(activity, search);
  const csv = useActivityExport();

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Activity report</h1>
        <p className="text-sm text-muted-foreground">
          Every change made in the console; days are UTC, a range ends at 23:59:59.999.
        </p>
      </div>
      <FilterPanel label="Activity filters" filters={activityFilters} />
      <DataTable
        label="Activity report"
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

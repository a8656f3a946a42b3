import { useNavigate } from '@tanstack/react-router';
import { DownloadIcon } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { pagingOf } from '@/components/data-table/list-search';
import { DateRangeForm } from '@/components/date-range-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { todayUtc } from '@/lib/date-range';
import { useActivityExport } from './api/export-activity';
import { useActivity } from './api/list-activity';
import { activityColumns } from './activity-columns';
import { activityQueryOf, type ActivitySearch } from './activity-search';

/** /reports/activity: the activity events of a range, filtered and paged, with a CSV export. */
export function ActivityReportScreen({ search }: { search: ActivitySearch }) {
  const navigate = useNavigate();
  const query = activityQueryOf(search);
  const activity = useActivity(query);
  const csv = useActivityExport();
  const { page, size } = pagingOf(search);
  const data = activity.data;
  const progress = csv.progress;

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Activity report</h1>
        <p className="text-sm text-muted-foreground">
          Every change made in the console; days are UTC, a range ends at 23:59:59.999.
        </p>
      </div>
      <DateRangeForm
        key={JSON.stringify([search.from, search.to, search.createdBy, search.type])}
        label="Activity filters"
        value={search}
        onApply={({ from, to, createdBy, type }) =>
          void navigate({
            to: '.',
            search: (prev) => ({ ...prev, from, to, createdBy, type, page: undefined }),
          })
        }
      >
        <div className="grid gap-2">
          <Label htmlFor="activity-created-by">Created By</Label>
          <Input
            id="activity-created-by"
            name="createdBy"
            className="w-44"
            defaultValue={search.createdBy ?? ''}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="activity-type">Type</Label>
          <Input id="activity-type" name="type" className="w-44" defaultValue={search.type ?? ''} />
        </div>
      </DateRangeForm>
      <DataTable
        label="Activity report"
        columns={activityColumns}
        data={data?.items}
        isLoading={activity.isPending || activity.isPlaceholderData}
        getRowId={(r) => r.id}
        paging={{ page, size, totalItems: data?.totalItems, totalPages: data?.totalPages ?? 1 }}
        pagination
        columnVisibility
        hide={search.hide}
        toolbar={
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              size="sm"
              disabled={progress !== null || !data || data.totalItems === 0}
              onClick={() => {
                const { page: _p, size: _s, ...filters } = query;
                void csv.start(filters, `activity-report-${search.from ?? todayUtc()}.csv`);
              }}
            >
              <DownloadIcon aria-hidden="true" />
              {progress ? 'Exporting...' : 'Export CSV'}
            </Button>
            {progress && (
              <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                <progress
                  aria-label="CSV export"
                  className="h-2 w-40 accent-primary"
                  max={progress.total ?? undefined}
                  value={progress.total ? progress.rows : undefined}
                />
                <span>
                  {progress.rows.toLocaleString()}
                  {progress.total !== null ? ` of ${progress.total.toLocaleString()}` : ''} rows
                </span>
              </div>
            )}
          </div>
        }
      />
    </div>
  );
}

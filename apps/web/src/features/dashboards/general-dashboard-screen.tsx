import { FilterPanel } from '@/components/filter-panel';
import { rangeQuery } from '@/lib/date-range';
import { useDashboardStats } from './api/get-dashboard-stats';
import { PerDayChart, PerUserChart } from './dashboard-charts';
import { dashboardFilters } from './dashboard-filters';
import type { DashboardSearch } from './dashboard-search';
import { PerUserTable } from './per-user-table';
import { SummaryTiles } from './summary-tiles';

/** /dashboards/general: everyone's counts over a range (spec 2 §3), from the activity events. */
export function GeneralDashboardScreen({ search }: { search: DashboardSearch }) {
  const stats = useDashboardStats(rangeQuery(search.from, search.to));
  const data = stats.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">General dashboard</h1>
        <p className="text-sm text-muted-foreground">
          What staff did, counted from the activity report; days are UTC, a range ends at 23:59:59.999.
        </p>
      </div>
      <FilterPanel label="Dashboard range" filters={dashboardFilters} />
      <SummaryTiles summary={data?.summary} label="Summary" />
      <section aria-label="Per user" className="grid gap-3">
        <h2 className="text-lg font-semibold">Per user</h2>
        <PerUserTable
          users={data?.users}
          isLoading={stats.isPending || stats.isPlaceholderData}
          sort={search.sort}
          hide={search.hide}
        />
      </section>
      {data && (
        <div className="grid gap-6 xl:grid-cols-2">
          <PerDayChart days={data.days} />
          <PerUserChart users={data.users} />
        </div>
      )}
    </div>
  );
}

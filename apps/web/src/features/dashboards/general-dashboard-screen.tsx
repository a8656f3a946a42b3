import { FilterPanel } from '@/components/filter-panel';
import { rangeQuery } from '@/lib/date-range';
import { useT } from '@/lib/i18n';
import { useDashboardStats } from './api/get-dashboard-stats';
import { PerDayChart, PerUserChart } from './dashboard-charts';
import { dashboardFilters } from './dashboard-filters';
import type { DashboardSearch } from './dashboard-search';
import { dashboardsText } from './messages';
import { PerUserTable } from './per-user-table';
import { SummaryTiles } from './summary-tiles';

/** /dashboards/general: everyone's counts over a range (spec 2 §3), from the activity events. */
export function GeneralDashboardScreen({ search }: { search: DashboardSearch }) {
  const t = useT(dashboardsText);
  const stats = useDashboardStats(rangeQuery(search.from, search.to));
  const data = stats.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('generalTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t('generalIntro')}</p>
      </div>
      <FilterPanel label={t('range')} filters={dashboardFilters} />
      <SummaryTiles summary={data?.summary} label={t('summary')} />
      <section aria-label={t('perUser')} className="grid gap-3">
        <h2 className="text-lg font-semibold">{t('perUser')}</h2>
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

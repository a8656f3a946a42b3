import { FilterPanel } from '@/components/filter-panel';
import { rangeQuery } from '@/lib/date-range';
import { useT } from '@/lib/i18n';
import { useDashboardStats } from './api/get-dashboard-stats';
import { ActivityPerDayChart } from './dashboard-charts';
import { dashboardFilters } from './dashboard-filters';
import type { DashboardSearch } from './dashboard-search';
import { dashboardsText } from './messages';
import { SummaryTiles } from './summary-tiles';

/**
 * The user dashboard of Home (spec 2 §2): the signed-in user's own counts over a range and their
 * activity per day. The server answers only their own, whatever is asked.
 */
export function UserDashboard({ search, userName }: { search: DashboardSearch; userName: string }) {
  const t = useT(dashboardsText);
  const stats = useDashboardStats({ ...rangeQuery(search.from, search.to), createdBy: userName });
  return (
    <section aria-label={t('yourDashboard')} className="grid gap-4">
      <FilterPanel label={t('yourRange')} filters={dashboardFilters} />
      <SummaryTiles summary={stats.data?.summary} label={t('yourCounts')} />
      {stats.data && <ActivityPerDayChart days={stats.data.days} />}
    </section>
  );
}

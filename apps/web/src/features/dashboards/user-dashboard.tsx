import { useNavigate } from '@tanstack/react-router';
import { DateRangeForm } from '@/components/date-range-form';
import { rangeQuery } from '@/lib/date-range';
import { useDashboardStats } from './api/get-dashboard-stats';
import { ActivityPerDayChart } from './dashboard-charts';
import type { DashboardSearch } from './dashboard-search';
import { SummaryTiles } from './summary-tiles';

/**
 * The user dashboard of Home (spec 2 §2): the signed-in user's own counts over a range and their
 * activity per day. The server answers only their own, whatever is asked.
 */
export function UserDashboard({ search, userName }: { search: DashboardSearch; userName: string }) {
  const navigate = useNavigate();
  const stats = useDashboardStats({ ...rangeQuery(search.from, search.to), createdBy: userName });
  return (
    <section aria-label="Your dashboard" className="grid gap-4">
      <DateRangeForm
        key={`${search.from ?? ''}:${search.to ?? ''}`}
        label="Your dashboard range"
        value={search}
        onApply={({ from, to }) => void navigate({ to: '.', search: { from, to } })}
      />
      <SummaryTiles summary={stats.data?.summary} label="Your counts" />
      {stats.data && <ActivityPerDayChart days={stats.data.days} />}
    </section>
  );
}

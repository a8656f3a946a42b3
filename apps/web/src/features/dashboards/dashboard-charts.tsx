import type { ReactNode } from 'react';
import type { reportsApi } from '@console/contract';
import { BarChart, type BarSeries } from '@/components/bar-chart';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { countFields, countLabel } from './counts';
import { dashboardsText } from './messages';

type Counts = Record<reportsApi.DashboardCount, number>;

/** The six counts as series, named in the language of the moment. */
const countSeries = (): BarSeries<Counts>[] =>
  countFields.map((f) => ({
    label: countLabel(f.key),
    color: f.color,
    value: (row) => row[f.key],
  }));

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Stacked bars of the six counts, one bar per day or per user. */
function CountsChart<Row extends Counts>(props: {
  title: string;
  categoryTitle: string;
  rows: readonly Row[];
  category: (row: Row) => string;
}) {
  useT(dashboardsText);
  return (
    <ChartCard title={props.title}>
      <BarChart {...props} series={countSeries()} height={264} />
    </ChartCard>
  );
}

export function PerDayChart({ days, title }: { days: reportsApi.DashboardStats['days']; title?: string }) {
  const t = useT(dashboardsText);
  return (
    <CountsChart title={title ?? t('perDay')} categoryTitle={t('day')} rows={days} category={(d) => d.day} />
  );
}

export function PerUserChart({ users }: { users: reportsApi.DashboardStats['users'] }) {
  const t = useT(dashboardsText);
  return (
    <CountsChart title={t('perUser')} categoryTitle={t('user')} rows={users} category={(u) => u.createdBy} />
  );
}

/** Every event of the user per day, counted or not: how active they were. */
export function ActivityPerDayChart({ days }: { days: reportsApi.DashboardStats['days'] }) {
  const t = useT(dashboardsText);
  const events: BarSeries<{ events: number }>[] = [
    { label: t('events'), color: 'var(--chart-1)', value: (d) => d.events },
  ];
  return (
    <ChartCard title={t('yourActivityPerDay')}>
      <BarChart
        title={t('yourActivityPerDay')}
        categoryTitle={t('day')}
        rows={days}
        category={(d) => d.day}
        series={events}
      />
    </ChartCard>
  );
}

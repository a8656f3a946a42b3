import type { ReactNode } from 'react';
import type { reportsApi } from '@console/contract';
import { BarChart, type BarSeries } from '@/components/bar-chart';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { countFields } from './counts';

type Counts = Record<reportsApi.DashboardCount, number>;

const countSeries: BarSeries<Counts>[] = countFields.map((f) => ({
  label: f.label,
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
  return (
    <ChartCard title={props.title}>
      <BarChart {...props} series={countSeries} height={264} />
    </ChartCard>
  );
}

export function PerDayChart({
  days,
  title = 'Per day',
}: {
  days: reportsApi.DashboardStats['days'];
  title?: string;
}) {
  return <CountsChart title={title} categoryTitle="Day" rows={days} category={(d) => d.day} />;
}

export function PerUserChart({ users }: { users: reportsApi.DashboardStats['users'] }) {
  return <CountsChart title="Per user" categoryTitle="User" rows={users} category={(u) => u.createdBy} />;
}

const events: BarSeries<{ events: number }>[] = [
  { label: 'Events', color: 'var(--chart-1)', value: (d) => d.events },
];

/** Every event of the user per day, counted or not: how active they were. */
export function ActivityPerDayChart({ days }: { days: reportsApi.DashboardStats['days'] }) {
  return (
    <ChartCard title="Your activity per day">
      <BarChart
        title="Your activity per day"
        categoryTitle="Day"
        rows={days}
        category={(d) => d.day}
        series={events}
      />
    </ChartCard>
  );
}

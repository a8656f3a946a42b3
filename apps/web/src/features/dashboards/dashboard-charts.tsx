import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { reportsApi } from '@console/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { countFields } from './counts';

type Row = Record<string, string | number>;

/**
 * The tooltip in the theme's popover colours (recharts' own is white whatever the theme), its
 * lines in the text colour: a bar's colour as text would not be readable on every theme.
 */
const themed = {
  contentStyle: {
    background: 'var(--popover)',
    color: 'var(--popover-foreground)',
    border: '1px solid var(--border)',
    borderRadius: 6,
  },
  labelStyle: { color: 'var(--popover-foreground)' },
  itemStyle: { color: 'var(--popover-foreground)' },
} as const;

const axis = { fontSize: 12, fill: 'currentColor' };

/** Stacked bars of the six counts, one bar per `x` (a day, or a user). */
function CountsChart({ title, rows, x }: { title: string; rows: Row[]; x: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <figure aria-label={title} className="h-72 text-muted-foreground">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
              <XAxis dataKey={x} tick={axis} />
              <YAxis allowDecimals={false} tick={axis} width={40} />
              <Tooltip {...themed} />
              <Legend />
              {countFields.map((f) => (
                <Bar key={f.key} dataKey={f.key} name={f.label} stackId="counts" fill={f.color} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </CardContent>
    </Card>
  );
}

export function PerDayChart({
  days,
  title = 'Per day',
}: {
  days: reportsApi.DashboardStats['days'];
  title?: string;
}) {
  return <CountsChart title={title} rows={days} x="day" />;
}

export function PerUserChart({ users }: { users: reportsApi.DashboardStats['users'] }) {
  return <CountsChart title="Per user" rows={users} x="createdBy" />;
}

/** Every event of the user per day, counted or not: how active they were. */
export function ActivityPerDayChart({ days }: { days: reportsApi.DashboardStats['days'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your activity per day</CardTitle>
      </CardHeader>
      <CardContent>
        <figure aria-label="Your activity per day" className="h-60 text-muted-foreground">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
              <XAxis dataKey="day" tick={axis} />
              <YAxis allowDecimals={false} tick={axis} width={40} />
              <Tooltip {...themed} />
              <Bar dataKey="events" name="Events" fill="#2563eb" />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </CardContent>
    </Card>
  );
}

import type { CSSProperties } from 'react';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { barChartText } from './bar-chart-messages';
import { withElements } from './with-elements';

export interface BarSeries<Row> {
  label: string;
  /** A CSS colour, a theme variable such as `var(--chart-1)` so the dark theme can change it. */
  color: string;
  value: (row: Row) => number;
}

/** The values of one bar, beside it. */
export function ChartTooltip<Row>({
  label,
  row,
  series,
  style,
}: {
  label: string;
  row: Row;
  series: readonly BarSeries<Row>[];
  style: CSSProperties;
}) {
  const t = useT(barChartText);
  return (
    <div
      data-slot="chart-tooltip"
      style={style}
      className="pointer-events-none absolute top-0 z-10 grid gap-1 rounded-md border bg-popover px-3 py-2 text-xs whitespace-nowrap text-popover-foreground shadow-md"
    >
      <p className="font-medium">{label}</p>
      {series.map((s) => (
        <p key={s.label} className="flex items-center gap-1.5">
          <Swatch color={s.color} />
          {withElements((values) => t('seriesValue', values), {
            series: s.label,
            value: <span className="font-medium tabular-nums">{formatCount(s.value(row))}</span>,
          })}
        </p>
      ))}
    </div>
  );
}

function Swatch({ color }: { color: string }) {
  return (
    <span aria-hidden="true" className="size-2.5 shrink-0 rounded-[2px]" style={{ background: color }} />
  );
}

/** The series' colours and names, under the bars. */
export function ChartLegend<Row>({ series }: { series: readonly BarSeries<Row>[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-foreground">
      {series.map((s) => (
        <li key={s.label} className="flex items-center gap-1.5">
          <Swatch color={s.color} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** The chart's numbers for screen readers: a row per bar, a column per series. */
export function ChartTable<Row>({
  categoryTitle,
  labels,
  rows,
  series,
}: {
  categoryTitle: string;
  labels: readonly string[];
  rows: readonly Row[];
  series: readonly BarSeries<Row>[];
}) {
  // In a box of its own, out of sight: a table is never narrower than its content, and would
  // otherwise widen the page (to the left, in right-to-left).
  return (
    <div className="sr-only">
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">{categoryTitle}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">{labels[i]}</th>
              {series.map((s) => (
                <td key={s.label}>{formatCount(s.value(row))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

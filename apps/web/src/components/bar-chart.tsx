import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Direction } from 'radix-ui';
import { formatCount } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { ChartLegend, ChartTable, ChartTooltip, type BarSeries } from './bar-chart-parts';
import { integerTicks, labelStep } from './bar-chart-scale';

export type { BarSeries } from './bar-chart-parts';

/** One series of bars: its name in the legend and tooltip, its colour, its value in a row. */
export interface BarChartProps<Row> {
  /** The figure's name, and the caption of the table that gives its data to screen readers. */
  title: string;
  /** What a bar stands for, heading the first column of that table (e.g. Day). */
  categoryTitle: string;
  rows: readonly Row[];
  category: (row: Row) => string;
  /** One series draws simple bars; several stack in their order, the first at the bottom. */
  series: readonly BarSeries<Row>[];
  /** Height of the plot in pixels; the width follows the container. */
  height?: number;
  legend?: boolean;
}

const AXIS_WIDTH = 40;
const GAP = 8;
const LABELS_HEIGHT = 24;
const MAX_BAR_WIDTH = 56;
/** Before the first measurement, and in environments that do not lay out (tests). */
const FALLBACK_WIDTH = 640;

/**
 * A bar chart drawn in SVG: simple or stacked bars, integer y ticks, x labels thinned when
 * crowded, a legend, and a tooltip on hover and on keyboard focus (arrow keys, Home, End). The
 * figure takes one tab stop; screen readers get the same numbers from a visually hidden table.
 * It mirrors in right-to-left: the first bar at the right, the y axis on the right.
 */
export function BarChart<Row>({
  title,
  categoryTitle,
  rows,
  category,
  series,
  height = 240,
  legend = series.length > 1,
}: BarChartProps<Row>) {
  // The axis numbers are written as the language writes them.
  useLanguage();
  const rtl = Direction.useDirection() === 'rtl';
  const [box, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);

  const labels = rows.map(category);
  const totals = rows.map((row) => series.reduce((sum, s) => sum + s.value(row), 0));
  const ticks = integerTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1] ?? 1;
  const left = rtl ? GAP : AXIS_WIDTH;
  const right = width - (rtl ? AXIS_WIDTH : GAP);
  const bottom = height - LABELS_HEIGHT;
  const y = (value: number) => bottom - (value / top) * (bottom - GAP);
  const band = (right - left) / Math.max(rows.length, 1);
  const barWidth = Math.min(band * 0.8, MAX_BAR_WIDTH);
  // Where the band of the i-th bar starts, from the left: the first bar sits at the start side.
  const bandStart = (i: number) => (rtl ? right - (i + 1) * band : left + i * band);
  const step = labelStep(labels, band);

  function onKeyDown(event: KeyboardEvent) {
    const last = rows.length - 1;
    const current = active ?? 0;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? Math.min(current + 1, last)
        : event.key === back
          ? Math.max(current - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : event.key === 'Escape'
                ? null
                : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  }

  const shown = active !== null && active < rows.length ? active : null;
  const center = shown === null ? 0 : bandStart(shown) + band / 2;

  return (
    <figure
      aria-label={title}
      dir={rtl ? 'rtl' : 'ltr'}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => setActive((a) => a ?? (rows.length ? 0 : null))}
      onBlur={() => setActive(null)}
      className="grid min-w-0 gap-3 rounded-md text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div ref={box} className="relative" style={{ height }}>
        {/* Out of the flow, so the width measured is the container's, not the drawing's; */}
        {/* the drawing has its own left-to-right coordinates, mirrored above. */}
        <svg
          width={width}
          height={height}
          aria-hidden="true"
          className="absolute inset-0 overflow-visible"
          direction="ltr"
        >
          <g fontSize={12} fill="currentColor">
            {ticks.map((t) => (
              <g key={t}>
                <line
                  x1={left}
                  x2={right}
                  y1={y(t)}
                  y2={y(t)}
                  stroke="currentColor"
                  strokeOpacity={0.3}
                  strokeDasharray="3 3"
                />
                <text x={rtl ? right + 6 : left - 6} y={y(t)} dy="0.32em" textAnchor={rtl ? 'start' : 'end'}>
                  {formatCount(t)}
                </text>
              </g>
            ))}
            {labels.map((label, i) =>
              i % step === 0 ? (
                <text key={i} x={bandStart(i) + band / 2} y={bottom + 16} textAnchor="middle">
                  {label}
                </text>
              ) : null,
            )}
          </g>
          {rows.map((row, i) => {
            let base = 0;
            return (
              <g
                key={i}
                data-bar={i}
                onPointerEnter={() => setActive(i)}
                onPointerLeave={() => setActive(null)}
              >
                <rect
                  x={bandStart(i)}
                  y={GAP}
                  width={band}
                  height={bottom - GAP}
                  fill="currentColor"
                  fillOpacity={shown === i ? 0.1 : 0}
                />
                {series.map((s) => {
                  const value = s.value(row);
                  const from = base;
                  base += value;
                  return value > 0 ? (
                    <rect
                      key={s.label}
                      data-series={s.label}
                      x={bandStart(i) + (band - barWidth) / 2}
                      y={y(from + value)}
                      width={barWidth}
                      height={y(from) - y(from + value)}
                      fill={s.color}
                    />
                  ) : null;
                })}
              </g>
            );
          })}
        </svg>
        {shown !== null && rows[shown] !== undefined && (
          <ChartTooltip
            label={labels[shown] ?? ''}
            row={rows[shown]}
            series={series}
            // Beside the bar, on the side with more room.
            style={{
              left: center,
              transform: center > width / 2 ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
            }}
          />
        )}
      </div>
      {legend && <ChartLegend series={series} />}
      <ChartTable categoryTitle={categoryTitle} labels={labels} rows={rows} series={series} />
    </figure>
  );
}

/** The width of the element, followed as it resizes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width || FALLBACK_WIDTH] as const;
}

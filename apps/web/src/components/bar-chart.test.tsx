import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Direction } from 'radix-ui';
import { BarChart, type BarSeries } from './bar-chart';
import { integerTicks, labelStep } from './bar-chart-scale';

interface Day {
  day: string;
  opened: number;
  closed: number;
}

const days: Day[] = [
  { day: '2026-11-01', opened: 2, closed: 0 },
  { day: '2026-11-02', opened: 3, closed: 4 },
  { day: '2026-11-03', opened: 1, closed: 1 },
];
const series: BarSeries<Day>[] = [
  { label: 'Opened', color: 'var(--chart-1)', value: (d) => d.opened },
  { label: 'Closed', color: 'var(--chart-2)', value: (d) => d.closed },
];

function Chart({ only }: { only?: boolean }) {
  return (
    <BarChart
      title="Per day"
      categoryTitle="Day"
      rows={days}
      category={(d) => d.day}
      series={only ? series.slice(0, 1) : series}
    />
  );
}

const bars = (figure: HTMLElement, label: string) => [
  ...figure.querySelectorAll<SVGRectElement>(`rect[data-series="${label}"]`),
];
const x = (rect: SVGRectElement | undefined) => Number(rect?.getAttribute('x'));
const tooltip = () => document.querySelector('[data-slot="chart-tooltip"]');

describe('BarChart', () => {
  it('stacks one bar per series and day, the first series at the bottom, with a legend', () => {
    render(<Chart />);
    const figure = screen.getByRole('figure', { name: 'Per day' });
    // A zero draws nothing: the first day has no Closed bar.
    expect(bars(figure, 'Opened')).toHaveLength(3);
    expect(bars(figure, 'Closed')).toHaveLength(2);
    const [opened, closed] = [bars(figure, 'Opened')[1], bars(figure, 'Closed')[0]];
    expect(Number(closed?.getAttribute('y')) + Number(closed?.getAttribute('height'))).toBeCloseTo(
      Number(opened?.getAttribute('y')),
    );
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Opened', 'Closed']);
  });

  it('draws simple bars without a legend for one series, and integer ticks up to the highest bar', () => {
    render(<Chart only />);
    const figure = screen.getByRole('figure', { name: 'Per day' });
    expect(bars(figure, 'Opened')).toHaveLength(3);
    expect(within(figure).queryByRole('list')).toBeNull();
    const ticks = [...figure.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(ticks).toEqual(expect.arrayContaining(['0', '1', '2', '3']));
  });

  it('gives screen readers the same numbers in a table', () => {
    render(<Chart />);
    const table = within(screen.getByRole('figure', { name: 'Per day' })).getByRole('table');
    expect(table).toHaveProperty('className', 'sr-only');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DayOpenedClosed',
      '2026-11-0120',
      '2026-11-0234',
      '2026-11-0311',
    ]);
    expect(within(table).getByRole('rowheader', { name: '2026-11-02' })).toBeTruthy();
  });

  it('shows a day in the tooltip on hover, and walks the days with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Chart />);
    const figure = screen.getByRole('figure', { name: 'Per day' });
    await user.hover(figure.querySelector('[data-bar="1"] rect')!);
    expect(tooltip()?.textContent).toBe('2026-11-02Opened: 3Closed: 4');
    await user.unhover(figure.querySelector('[data-bar="1"] rect')!);
    expect(tooltip()).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(figure);
    expect(tooltip()?.textContent).toContain('2026-11-01');
    await user.keyboard('{ArrowRight}');
    expect(tooltip()?.textContent).toContain('2026-11-02');
    await user.keyboard('{End}');
    expect(tooltip()?.textContent).toContain('2026-11-03');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(tooltip()?.textContent).toContain('2026-11-01');
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
  });

  it('mirrors in right-to-left: the first day at the right, the y axis on the right', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Chart />);
    const ltr = bars(screen.getByRole('figure'), 'Opened');
    expect(x(ltr[0])).toBeLessThan(x(ltr[2]));
    const ltrTick = Number(screen.getByRole('figure').querySelector('svg text')?.getAttribute('x'));
    unmount();

    render(
      <Direction.Provider dir="rtl">
        <Chart />
      </Direction.Provider>,
    );
    const figure = screen.getByRole('figure', { name: 'Per day' });
    expect(figure.getAttribute('dir')).toBe('rtl');
    const rtl = bars(figure, 'Opened');
    expect(x(rtl[0])).toBeGreaterThan(x(rtl[2]));
    const tick = figure.querySelector('svg text');
    expect(tick?.getAttribute('text-anchor')).toBe('start');
    expect(Number(tick?.getAttribute('x'))).toBeGreaterThan(x(rtl[0]));
    expect(Number(tick?.getAttribute('x'))).toBeGreaterThan(ltrTick);
    // The arrow that points away from the first day moves on.
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(tooltip()?.textContent).toContain('2026-11-02');
  });
});

describe('chart scale', () => {
  it('ticks whole numbers in steps of 1, 2 or 5 times a power of ten', () => {
    expect(integerTicks(0)).toEqual([0, 1]);
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(integerTicks(12)).toEqual([0, 5, 10, 15]);
    expect(integerTicks(180)).toEqual([0, 50, 100, 150, 200]);
  });

  it('thins the x labels when they would overlap', () => {
    const labels = ['2026-11-01', '2026-11-02'];
    expect(labelStep(labels, 100)).toBe(1);
    expect(labelStep(labels, 30)).toBe(3);
  });
});

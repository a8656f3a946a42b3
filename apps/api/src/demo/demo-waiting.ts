import type { WorkArea } from '@console/contract';
import { prng } from '../core-banking/sandbox/seed-random.ts';
import { DEFAULT_SLA } from '../modules/work-queue/index.ts';

const HOUR = 3_600_000;
/**
 * The breached items of a kind in an organization: the breach job tells each one at first start,
 * so a few, or the bell of every decider would fill with them.
 */
const BREACHED = 2;

/** `n` ages between `low` and `high`, drawn from `rand`, oldest first. */
const drawn = (n: number, low: number, high: number, rand: () => number): number[] =>
  Array.from({ length: n }, () => low + rand() * (high - low)).sort((a, b) => b - a);

/**
 * How long before the first start each of `count` items that still wait for a decision was made,
 * oldest first: two breached a few hours past their SLA, about a third of the rest due soon, and
 * the others within the SLA of their kind (the defaults, which a first start has). So My work
 * shows every SLA state on the day the demo is made, whatever its date, and opens on a few breaches
 * rather than a wall of them; the history around the items (decided records, the dashboards' 90
 * days) keeps its spread. Seeded by `key`, so every installation gets the same ages.
 */
export function waitingAges(area: WorkArea, count: number, key: string): number[] {
  const rand = prng(`waiting:${key}`);
  const { dueSoonHours, breachHours } = DEFAULT_SLA[area];
  const breached = Math.min(BREACHED, Math.round(count / 3));
  const dueSoon = Math.round((count - breached) / 3);
  const margin = (breachHours - dueSoonHours) * HOUR * 0.1;
  return [
    ...drawn(breached, breachHours * HOUR + HOUR / 2, breachHours * HOUR + 12 * HOUR, rand),
    ...drawn(dueSoon, dueSoonHours * HOUR + margin, breachHours * HOUR - margin, rand),
    ...drawn(count - breached - dueSoon, dueSoonHours * HOUR * 0.05, dueSoonHours * HOUR * 0.9, rand),
  ];
}

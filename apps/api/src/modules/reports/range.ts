const DAY_MS = 86_400_000;

export interface Range {
  start: Date;
  end: Date;
}

/** Today 00:00:00 to 23:59:59.999 UTC (spec 2 §9). */
function todayRange(now: Date): Range {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + DAY_MS - 1) };
}

/** The asked range, each end defaulting to today's (spec 2 §9). */
export function rangeOf(
  q: { startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
): Range {
  const today = todayRange(now);
  return {
    start: q.startDate ? new Date(q.startDate) : today.start,
    end: q.endDate ? new Date(q.endDate) : today.end,
  };
}

const midnight = (t: number) => t - (((t % DAY_MS) + DAY_MS) % DAY_MS);
export const dayText = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * A range split for counting: the whole UTC days inside it, which the daily counts answer, and the
 * pieces of partial days at either end, which are counted from the events themselves. `end` is
 * inclusive (23:59:59.999 closes a day).
 */
export interface SplitRange {
  /** First and last whole day (YYYY-MM-DD), or null when no day is wholly inside. */
  days: { from: string; to: string } | null;
  /** Pieces counted from the events: `from` inclusive, `to` inclusive when `toInclusive`. */
  pieces: { from: Date; to: Date; toInclusive: boolean }[];
}

export function splitRange({ start, end }: Range): SplitRange {
  const s = start.getTime();
  const e = end.getTime();
  if (e < s) return { days: null, pieces: [] };
  const firstWhole = midnight(s) === s ? s : midnight(s) + DAY_MS;
  // A day is whole when its last millisecond is inside: the day after ends the whole days.
  const afterWhole = midnight(e + 1);
  if (firstWhole >= afterWhole) return { days: null, pieces: [{ from: start, to: end, toInclusive: true }] };
  const pieces: SplitRange['pieces'] = [];
  if (s < firstWhole) pieces.push({ from: start, to: new Date(firstWhole), toInclusive: false });
  if (afterWhole <= e) pieces.push({ from: new Date(afterWhole), to: end, toInclusive: true });
  return { days: { from: dayText(firstWhole), to: dayText(afterWhole - DAY_MS) }, pieces };
}

/** Every UTC day the range touches, in order. */
export function daysOf({ start, end }: Range): string[] {
  const out: string[] = [];
  for (let t = midnight(start.getTime()); t <= end.getTime(); t += DAY_MS) out.push(dayText(t));
  return out;
}

/** The lengths in days of the spans the counts are kept over (activity_span_lengths(), migration 0032). */
export const SPAN_DAYS = [1, 4, 16, 64, 256] as const;

/** A kept span: `spanDays` days from `firstDay` (YYYY-MM-DD), a multiple of its length since 1970-01-01. */
export interface Span {
  spanDays: number;
  firstDay: string;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00.000Z`) / DAY_MS;

/**
 * Whole days `from` to `to` (inclusive) as the fewest kept spans: from each day on, the longest
 * span that starts there and ends inside. At most three spans of each length on either side of
 * the longest: a month is seven spans on average (twelve at most), a year thirteen (at most
 * twenty-one).
 */
export function spansOf(days: { from: string; to: string }): Span[] {
  const last = dayNumber(days.to);
  const spans: Span[] = [];
  for (let day = dayNumber(days.from); day <= last;) {
    let spanDays = 1;
    for (const length of SPAN_DAYS) {
      if (((day % length) + length) % length === 0 && day + length - 1 <= last) spanDays = length;
    }
    spans.push({ spanDays, firstDay: dayText(day * DAY_MS) });
    day += spanDays;
  }
  return spans;
}

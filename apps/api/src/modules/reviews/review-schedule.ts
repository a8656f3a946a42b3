import { reviewsApi, type riskApi } from '@console/contract';

const DAY_MS = 86_400_000;

/** The day (UTC) of an instant, as the schedule counts days. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** A day plus some days. */
export const addDays = (day: string, days: number): string =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The months a rating waits between reviews; Prohibited, as High, at the shortest. */
export function monthsFor(rating: riskApi.RiskRating, intervals: reviewsApi.IntervalsInput): number {
  if (rating === 'Low') return intervals.low;
  if (rating === 'Medium') return intervals.medium;
  return intervals.high;
}

/**
 * A day some months on: the same day of the month, or that month's last day when it is shorter
 * (31 January and one month give the last day of February), as PostgreSQL adds an interval.
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastOfMonth))));
}

/** Where a customer stands for its reviews, as the upkeep reads it. */
export interface Standing {
  /** The day its next periodic review falls on: the last approved review (or its registration) plus the rating's months. */
  periodicDue: string;
  /** The latest expiry of its identity documents; null: none with an expiry on file. */
  identityExpiry: string | null;
  /** The reasons of its reviews open now. */
  open: readonly reviewsApi.ReviewReason[];
}

/**
 * The reviews to open for a customer on `today`: the periodic one from 30 days before its day, and
 * one for its identity documents once the last of them expires within 30 days. None of a reason
 * already open. Pure: the same standing and day give the same answer, on any date.
 */
export function reviewsToOpen(
  s: Standing,
  today: string,
): { reason: reviewsApi.ReviewReason; dueOn: string }[] {
  const notice = addDays(today, reviewsApi.REVIEW_NOTICE_DAYS);
  const out: { reason: reviewsApi.ReviewReason; dueOn: string }[] = [];
  if (!s.open.includes('Periodic') && s.periodicDue <= notice)
    out.push({ reason: 'Periodic', dueOn: s.periodicDue });
  if (!s.open.includes('DocumentExpiring') && s.identityExpiry !== null && s.identityExpiry <= notice)
    out.push({ reason: 'DocumentExpiring', dueOn: s.identityExpiry });
  return out;
}

/** An open review is overdue from the day after its day. */
export const stateOf = (status: string, dueOn: string, today: string): reviewsApi.ReviewState | null =>
  status === 'Approved' ? null : dueOn < today ? 'overdue' : 'due';

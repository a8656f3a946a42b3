import type { DateRangeFilter } from '@/components/data-table/filter-fields';
import { libText } from './messages';
import { matching } from './search-params';

/** A day as the address carries it: YYYY-MM-DD (UTC). */
export const dayParam = matching(/^\d{4}-\d{2}-\d{2}$/);

/** Today as YYYY-MM-DD in UTC, the day the dashboards and the report default to. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The API range of a chosen pair of days (spec 2 §9): from 00:00:00.000 UTC of the first to
 * 23:59:59.999 UTC of the last. Without days, nothing is sent and the server takes today.
 */
export function rangeQuery(from: string | undefined, to: string | undefined) {
  return {
    startDate: from ? `${from}T00:00:00.000Z` : undefined,
    endDate: to ? `${to}T23:59:59.999Z` : undefined,
  };
}

/**
 * The From (UTC) and To (UTC) days of the dashboards and the activity report, both today at first.
 * Their labels are read as the filters render, in the language of the moment.
 */
export const utcDays: DateRangeFilter = {
  kind: 'dateRange',
  from: {
    name: 'from',
    get label() {
      return libText.t('fromUtc');
    },
  },
  to: {
    name: 'to',
    get label() {
      return libText.t('toUtc');
    },
  },
  defaults: () => ({ from: todayUtc(), to: todayUtc() }),
};

import type { FilterField } from '@/components/filter-dialog';
import { utcDays } from '@/lib/date-range';
import { reportsText } from './messages';

/**
 * The report's days (UTC), who made the events, their type, and (beyond spec 2 §9) the record they
 * touched: its id gives that record's timeline, over all time when no days are chosen. The labels
 * are read as the filters render, in the language of the moment.
 */
export const activityFilters: FilterField[] = [
  utcDays,
  {
    kind: 'text',
    name: 'createdBy',
    get label() {
      return reportsText.t('createdBy');
    },
  },
  {
    kind: 'text',
    name: 'type',
    get label() {
      return reportsText.t('type');
    },
  },
  {
    kind: 'text',
    name: 'recordId',
    get label() {
      return reportsText.t('recordId');
    },
  },
];

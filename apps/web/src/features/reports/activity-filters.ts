import type { FilterField } from '@/components/filter-dialog';
import { utcDays } from '@/lib/date-range';

/**
 * The report's days (UTC), who made the events, their type, and (beyond spec 2 §9) the record they
 * touched: its id gives that record's timeline, over all time when no days are chosen.
 */
export const activityFilters: FilterField[] = [
  utcDays,
  { kind: 'text', name: 'createdBy', label: 'Created By' },
  { kind: 'text', name: 'type', label: 'Type' },
  { kind: 'text', name: 'recordId', label: 'Record ID' },
];

import type { FilterField } from '@/components/filter-dialog';
import { utcDays } from '@/lib/date-range';

/** The report's days (UTC), who made the events and their type. */
export const activityFilters: FilterField[] = [
  utcDays,
  { kind: 'text', name: 'createdBy', label: 'Created By' },
  { kind: 'text', name: 'type', label: 'Type' },
];

import type { FilterField } from '@/components/filter-dialog';
import { utcDays } from '@/lib/date-range';

/** The dashboards' one filter: the days they count (UTC). */
export const dashboardFilters: FilterField[] = [utcDays];

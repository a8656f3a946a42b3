import { hiddenColumns } from '@/components/data-table/list-search';
import { dayParam } from '@/lib/date-range';
import { searchReader, text } from '@/lib/search-params';

/** The dashboards' address: the chosen days (UTC) and, on the general one, the per-user sort and columns. */
export const validateDashboardSearch = searchReader({
  from: dayParam,
  to: dayParam,
  sort: text(200),
  hide: hiddenColumns,
});
export type DashboardSearch = ReturnType<typeof validateDashboardSearch>;

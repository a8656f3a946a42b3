import { dayParam } from '@/lib/date-range';
import { searchReader, text } from '@/lib/search-params';

/** The dashboards' address: the chosen days (UTC) and, on the general one, the per-user sort. */
export const validateDashboardSearch = searchReader({ from: dayParam, to: dayParam, sort: text(200) });
export type DashboardSearch = ReturnType<typeof validateDashboardSearch>;

import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { dayParam, rangeQuery } from '@/lib/date-range';
import { searchReader, text } from '@/lib/search-params';
import type { ActivityQuery } from './api/list-activity';

/** The /reports/activity address: days (UTC), createdBy, type, the record and paging. */
export const validateActivitySearch = searchReader({
  ...listSearchShape,
  from: dayParam,
  to: dayParam,
  createdBy: text(50),
  type: text(50),
  recordId: text(100),
});
export type ActivitySearch = ReturnType<typeof validateActivitySearch>;

export function activityQueryOf(search: ActivitySearch): ActivityQuery {
  return {
    ...pagingOf(search),
    ...rangeQuery(search.from, search.to),
    createdBy: search.createdBy,
    type: search.type,
    recordId: search.recordId,
  };
}

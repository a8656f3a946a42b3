import { hitStatuses, listSources } from '@console/contract/core';
import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { oneOf, searchReader } from '@/lib/search-params';
import type { HitsQuery } from './api/list-hits';

/** The /screening/hits address: paging, hidden columns, and the filters' status and list. */
export const validateHitsSearch = searchReader({
  ...listSearchShape,
  status: oneOf(hitStatuses),
  source: oneOf(listSources),
});
export type HitsSearch = ReturnType<typeof validateHitsSearch>;

export function hitsQueryOf(search: HitsSearch): HitsQuery {
  const { page, size } = pagingOf(search);
  return { page, size, status: search.status, source: search.source };
}

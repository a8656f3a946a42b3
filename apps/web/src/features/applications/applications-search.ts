import { applicationFilterStatuses } from '@console/contract/core';
import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { oneOf, onlyTrue, searchReader } from '@/lib/search-params';
import type { ApplicationsQuery } from './api/list-applications';

/** The /applications address: paging, sort, and the filter panel's status and isShadow=true. */
export const validateApplicationsSearch = searchReader({
  ...listSearchShape,
  status: oneOf(applicationFilterStatuses),
  isShadow: onlyTrue,
});
export type ApplicationsSearch = ReturnType<typeof validateApplicationsSearch>;

export function applicationsQueryOf(search: ApplicationsSearch): ApplicationsQuery {
  const { page, size } = pagingOf(search);
  return {
    page,
    size,
    sort: search.sort,
    status: search.status,
    isShadow: search.isShadow ? 'true' : undefined,
  };
}

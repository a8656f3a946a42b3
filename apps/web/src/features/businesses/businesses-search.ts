import { businessStatuses } from '@console/contract/core';
import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { oneOf, searchReader, text } from '@/lib/search-params';
import type { BusinessesQuery } from './api/list-businesses';

/** The /businesses address: paging, sort and the filters of the Filter dialog (spec 2 §2). */
export const validateBusinessesSearch = searchReader({
  ...listSearchShape,
  name: text(200),
  registrationNumber: text(50),
  status: oneOf(businessStatuses),
});
export type BusinessesSearch = ReturnType<typeof validateBusinessesSearch>;

export function businessesQueryOf(search: BusinessesSearch): BusinessesQuery {
  const { page, size } = pagingOf(search);
  return {
    page,
    size,
    sort: search.sort,
    name: search.name,
    registrationNumber: search.registrationNumber,
    status: search.status,
  };
}

import { cardRequisitionStatuses } from '@console/contract/core';
import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { dayParam } from '@/lib/date-range';
import { oneOf, searchReader, text } from '@/lib/search-params';
import type { RequisitionsQuery } from './api/list-requisitions';

/** The address of /cards/requisitions and /cards/limits: paging, sort, status, account and dates. */
export const validateRequisitionsSearch = searchReader({
  ...listSearchShape,
  status: oneOf(cardRequisitionStatuses),
  account: text(30),
  from: dayParam,
  to: dayParam,
});
export type RequisitionsSearch = ReturnType<typeof validateRequisitionsSearch>;

export function requisitionsQueryOf(search: RequisitionsSearch): RequisitionsQuery {
  const { page, size } = pagingOf(search);
  return {
    page,
    size,
    sort: search.sort,
    status: search.status,
    account: search.account,
    from: search.from,
    to: search.to,
  };
}

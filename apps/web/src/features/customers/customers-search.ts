import { customerStatuses } from '@console/contract/core';
import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { boolean, oneOf, searchReader, text } from '@/lib/search-params';
import type { CustomersQuery } from './api/list-customers';

/** The /customers address: paging, sort and the filters of the Filter dialog (spec 2 §2). */
export const validateCustomersSearch = searchReader({
  ...listSearchShape,
  name: text(200),
  email: text(200),
  status: oneOf(customerStatuses),
  hasOngoingApplications: boolean,
});
export type CustomersSearch = ReturnType<typeof validateCustomersSearch>;

export function customersQueryOf(search: CustomersSearch): CustomersQuery {
  const { page, size } = pagingOf(search);
  return {
    page,
    size,
    sort: search.sort,
    name: search.name,
    email: search.email,
    status: search.status,
    hasOngoingApplications: search.hasOngoingApplications ? 'true' : undefined,
  };
}

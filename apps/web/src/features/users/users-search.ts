import { userStatusFilter } from '@console/contract/core';
import { listSearchShape, pagingOf } from '@/components/data-table/list-search';
import { oneOf, searchReader, text, uuid } from '@/lib/search-params';
import type { UsersQuery } from './api/list-users';

/** The /users address: paging, sort and the filters of the Filter dialog. */
export const validateUsersSearch = searchReader({
  ...listSearchShape,
  userName: text(100),
  email: text(200),
  phone: text(20),
  role: uuid,
  status: oneOf(userStatusFilter),
});
export type UsersSearch = ReturnType<typeof validateUsersSearch>;

export function usersQueryOf(search: UsersSearch): UsersQuery {
  const { page, size } = pagingOf(search);
  return {
    page,
    size,
    sort: search.sort,
    userName: search.userName,
    email: search.email,
    phone: search.phone,
    role: search.role,
    status: search.status,
  };
}

import { z } from 'zod';
import { usersApi } from '@console/contract';
import { listSearchShape, optionalText, pagingOf } from '@/components/data-table/list-search';
import type { FilterField, SortField } from '@/components/filter-dialog';
import type { UsersQuery } from './api/list-users';

/** The /users address: paging, sort and the filters of the Filter dialog. */
export const usersSearchSchema = z.object({
  ...listSearchShape,
  userName: optionalText(100),
  email: optionalText(200),
  phone: optionalText(20),
  role: z.uuid().optional().catch(undefined),
  status: z.enum(usersApi.userStatusFilter).optional().catch(undefined),
});
export type UsersSearch = z.infer<typeof usersSearchSchema>;

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

export const userSortFields: SortField[] = [
  { value: 'userName', label: 'Username' },
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'isActive', label: 'Status' },
  { value: 'createdAt', label: 'Created at' },
];

export function userFilters(roles: readonly { id: string; name: string }[]): FilterField[] {
  return [
    { kind: 'text', name: 'userName', label: 'Username' },
    { kind: 'text', name: 'email', label: 'Email' },
    { kind: 'text', name: 'phone', label: 'Phone' },
    {
      kind: 'select',
      name: 'role',
      label: 'Role',
      options: roles.map((r) => ({ value: r.id, label: r.name })),
    },
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      options: usersApi.userStatusFilter.map((s) => ({ value: s, label: s })),
    },
  ];
}

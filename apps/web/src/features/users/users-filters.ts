import { userStatusFilter } from '@console/contract/core';
import type { FilterField, SortField } from '@/components/filter-dialog';

// Apart from users-search.ts, whose reader loads with the app's entry: these load with the screen.
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
      options: userStatusFilter.map((s) => ({ value: s, label: s })),
    },
  ];
}

import { userStatusFilter } from '@console/contract/core';
import type { FilterField, SortField } from '@/components/filter-dialog';
import { statusLabel } from '@/lib/status-messages';
import { usersText } from './messages';

// Apart from users-search.ts, whose reader loads with the app's entry: these load with the screen.
// Built at render, in the language of the moment.
export const userSortFields = (): SortField[] => [
  { value: 'userName', label: usersText.t('userName') },
  { value: 'email', label: usersText.t('email') },
  { value: 'phone', label: usersText.t('phone') },
  { value: 'isActive', label: usersText.t('status') },
  { value: 'createdAt', label: usersText.t('createdAt') },
];

export function userFilters(roles: readonly { id: string; name: string }[]): FilterField[] {
  return [
    { kind: 'text', name: 'userName', label: usersText.t('userName') },
    { kind: 'text', name: 'email', label: usersText.t('email') },
    { kind: 'text', name: 'phone', label: usersText.t('phone') },
    {
      kind: 'select',
      name: 'role',
      label: usersText.t('role'),
      options: roles.map((r) => ({ value: r.id, label: r.name })),
    },
    {
      kind: 'select',
      name: 'status',
      label: usersText.t('status'),
      options: userStatusFilter.map((s) => ({ value: s, label: statusLabel(s) })),
    },
  ];
}

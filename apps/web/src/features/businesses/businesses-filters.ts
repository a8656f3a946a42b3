import type { LookupItem } from '@console/contract/core';
import type { FilterField, SortField } from '@/components/filter-dialog';

export const businessSortFields: SortField[] = [
  { value: 'orgName', label: 'Organization' },
  { value: 'name', label: 'Name' },
  { value: 'registrationNumber', label: 'Registration Number' },
  { value: 'status', label: 'Status' },
  { value: 'createdAt', label: 'Created at' },
];

/** Filters of spec 2 §2: name, registration number, and status from the BusinessStatus metadata. */
export function businessFilters(statuses: readonly LookupItem[]): FilterField[] {
  return [
    { kind: 'text', name: 'name', label: 'Name' },
    { kind: 'text', name: 'registrationNumber', label: 'Registration Number' },
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      options: statuses.map((s) => ({ value: s.id, label: s.name })),
    },
  ];
}

import type { LookupItem } from '@console/contract/core';
import type { FilterField, SortField } from '@/components/filter-dialog';

// Apart from customers-search.ts, whose reader loads with the app's entry: these load with the screen.
export const customerSortFields: SortField[] = [
  { value: 'name', label: 'Name' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'email', label: 'Email' },
  { value: 'status', label: 'Status' },
  { value: 'createdAt', label: 'Created at' },
];

/** Statuses come from the CustomerStatus metadata (spec 2 §3). */
export function customerFilters(statuses: readonly LookupItem[]): FilterField[] {
  return [
    { kind: 'text', name: 'name', label: 'Name' },
    { kind: 'text', name: 'email', label: 'Email' },
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      options: statuses.map((s) => ({ value: s.id, label: s.name })),
    },
    { kind: 'checkbox', name: 'hasOngoingApplications', label: 'Has ongoing applications' },
  ];
}

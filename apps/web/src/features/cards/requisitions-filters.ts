import type { LookupItem } from '@console/contract/core';
import type { FilterField, SortField } from '@/components/filter-dialog';

export const requisitionSortFields: SortField[] = [
  { value: 'createdOn', label: 'Created on' },
  { value: 'status', label: 'Status' },
  { value: 'accountNumber', label: 'Account' },
];

/** Status (lookup CardRequisitionStatus), account and a range of days. */
export function requisitionFilters(statuses: readonly LookupItem[]): FilterField[] {
  return [
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      options: statuses.map((s) => ({ value: s.id, label: s.name })),
    },
    { kind: 'text', name: 'account', label: 'Account' },
    // Days of the server's UTC calendar, picked as dates rather than typed as YYYY-MM-DD.
    {
      kind: 'dateRange',
      from: { name: 'from', label: 'From (UTC)' },
      to: { name: 'to', label: 'To (UTC)' },
    },
  ];
}

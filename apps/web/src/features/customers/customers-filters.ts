import type { LookupItem } from '@console/contract/core';
import type { FilterField, SortField } from '@/components/filter-dialog';
import { statusLabel } from '@/lib/status-messages';
import { customersText } from './messages';

// Apart from customers-search.ts, whose reader loads with the app's entry: these load with the
// screen. Both are built in the active language, when the screen renders.
export function customerSortFields(): SortField[] {
  const t = customersText.t;
  return [
    { value: 'name', label: t('name') },
    { value: 'mobile', label: t('mobile') },
    { value: 'email', label: t('email') },
    { value: 'status', label: t('status') },
    { value: 'createdAt', label: t('createdAt') },
  ];
}

/** Statuses come from the CustomerStatus metadata (spec 2 §3). */
export function customerFilters(statuses: readonly LookupItem[]): FilterField[] {
  const t = customersText.t;
  return [
    { kind: 'text', name: 'name', label: t('name') },
    { kind: 'text', name: 'email', label: t('email') },
    {
      kind: 'select',
      name: 'status',
      label: t('status'),
      options: statuses.map((s) => ({ value: s.id, label: statusLabel(s.name) })),
    },
    { kind: 'checkbox', name: 'hasOngoingApplications', label: t('hasOngoingApplications') },
  ];
}

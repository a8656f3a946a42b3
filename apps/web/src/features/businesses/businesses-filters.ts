import type { LookupItem } from '@console/contract/core';
import type { FilterField, SortField } from '@/components/filter-dialog';
import { lookupLabel } from '@/lib/lookup-messages';
import { businessesText } from './messages';

/** The fields the list sorts by, named in the active language. */
export function businessSortFields(): SortField[] {
  const t = businessesText.t;
  return [
    { value: 'orgName', label: t('organization') },
    { value: 'name', label: t('name') },
    { value: 'registrationNumber', label: t('registrationNumber') },
    { value: 'status', label: t('status') },
    { value: 'createdAt', label: t('sortCreatedAt') },
  ];
}

/** Filters of spec 2 §2: name, registration number, and status from the BusinessStatus metadata. */
export function businessFilters(statuses: readonly LookupItem[]): FilterField[] {
  const t = businessesText.t;
  return [
    { kind: 'text', name: 'name', label: t('name') },
    { kind: 'text', name: 'registrationNumber', label: t('registrationNumber') },
    {
      kind: 'select',
      name: 'status',
      label: t('status'),
      options: statuses.map((s) => ({ value: s.id, label: lookupLabel('BusinessStatus', s) })),
    },
  ];
}

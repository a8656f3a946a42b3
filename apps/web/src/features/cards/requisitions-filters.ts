import type { LookupItem } from '@console/contract/core';
import type { FilterField, SortField } from '@/components/filter-dialog';
import { statusLabel } from '@/lib/status-messages';
import { cardsText } from './messages';

/** The orders a list may take; read when the screen renders, in the language of the moment. */
export const requisitionSortFields = (): SortField[] => [
  { value: 'createdOn', label: cardsText.t('createdOnSort') },
  { value: 'status', label: cardsText.t('status') },
  { value: 'accountNumber', label: cardsText.t('account') },
];

/** Status (lookup CardRequisitionStatus), account and a range of days. */
export function requisitionFilters(statuses: readonly LookupItem[]): FilterField[] {
  return [
    {
      kind: 'select',
      name: 'status',
      label: cardsText.t('status'),
      options: statuses.map((s) => ({ value: s.id, label: statusLabel(s.name) })),
    },
    { kind: 'text', name: 'account', label: cardsText.t('account') },
    // Days of the server's UTC calendar, picked as dates rather than typed as YYYY-MM-DD.
    {
      kind: 'dateRange',
      from: { name: 'from', label: cardsText.t('fromUtc') },
      to: { name: 'to', label: cardsText.t('toUtc') },
    },
  ];
}

import { adminChangeKindTitles, adminChangeKinds, adminChangeStatuses } from '@console/contract/core';
import type { FilterField } from '@/components/filter-dialog';

export const adminChangeFilters: FilterField[] = [
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    anyLabel: 'All statuses',
    options: adminChangeStatuses.map((s) => ({ value: s, label: s })),
  },
  {
    kind: 'select',
    name: 'kind',
    label: 'Change',
    anyLabel: 'All changes',
    wide: true,
    options: adminChangeKinds.map((k) => ({ value: k, label: adminChangeKindTitles[k] })),
  },
];

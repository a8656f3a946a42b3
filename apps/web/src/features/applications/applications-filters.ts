import { applicationFilterStatuses } from '@console/contract/core';
import type { FilterField } from '@/components/filter-dialog';

// Apart from applications-search.ts, whose reader loads with the app's entry: these load with the screen.
/** The filter panel of spec 2 §2: the application status, and shadow applications on request. */
export const applicationFilters: FilterField[] = [
  {
    kind: 'select',
    name: 'status',
    label: 'Application status',
    anyLabel: 'All statuses',
    options: applicationFilterStatuses.map((s) => ({ value: s, label: s })),
  },
  { kind: 'checkbox', name: 'isShadow', label: 'Show shadow applications' },
];

import { applicationFilterStatuses } from '@console/contract/core';
import type { FilterField } from '@/components/filter-dialog';
import { statusLabel } from '@/lib/status-messages';
import { applicationsText } from './messages';

// Apart from applications-search.ts, whose reader loads with the app's entry: these load with the screen.
/**
 * The filter panel of spec 2 §2: the application status, and shadow applications on request.
 * Built in the active language, when the screen renders.
 */
export function applicationFilters(): FilterField[] {
  const t = applicationsText.t;
  return [
    {
      kind: 'select',
      name: 'status',
      label: t('applicationStatus'),
      anyLabel: t('allStatuses'),
      options: applicationFilterStatuses.map((s) => ({ value: s, label: statusLabel(s) })),
    },
    { kind: 'checkbox', name: 'isShadow', label: t('showShadow') },
  ];
}

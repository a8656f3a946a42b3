import { adminChangeKinds, adminChangeStatuses } from '@console/contract/core';
import type { FilterField } from '@/components/filter-dialog';
import { adminChangeKindLabel } from '@/lib/admin-change-kind-messages';
import { statusLabel } from '@/lib/status-messages';
import { adminChangesText } from './messages';

/** Made at render, in the language of the moment. */
export const adminChangeFilters = (): FilterField[] => [
  {
    kind: 'select',
    name: 'status',
    label: adminChangesText.t('status'),
    anyLabel: adminChangesText.t('allStatuses'),
    options: adminChangeStatuses.map((s) => ({ value: s, label: statusLabel(s) })),
  },
  {
    kind: 'select',
    name: 'kind',
    label: adminChangesText.t('change'),
    anyLabel: adminChangesText.t('allChanges'),
    wide: true,
    options: adminChangeKinds.map((k) => ({ value: k, label: adminChangeKindLabel(k) })),
  },
];

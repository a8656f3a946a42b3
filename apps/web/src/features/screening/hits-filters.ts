import { hitStatuses, listSources } from '@console/contract/core';
import type { FilterField } from '@/components/filter-dialog';
import { hitStatusLabel } from './hit-status-badge';
import { screeningText } from './messages';

/** Status and list of the hits; made at render, in the language of the moment. */
export function hitFilters(): FilterField[] {
  const t = screeningText.t;
  return [
    {
      kind: 'select',
      name: 'status',
      label: t('status'),
      anyLabel: t('allStatuses'),
      options: hitStatuses.map((s) => ({ value: s, label: hitStatusLabel(s) })),
    },
    {
      kind: 'select',
      name: 'source',
      label: t('list'),
      anyLabel: t('allLists'),
      options: listSources.map((s) => ({ value: s, label: t(s) })),
    },
  ];
}

import { slaStates, workAreas, workAssignees, type WorkAssignee } from '@console/contract/core';
import type { FilterField } from '@/components/filter-dialog';
import { slaStateLabel } from '@/lib/sla-state-messages';
import { workAreaLabel } from '@/lib/work-area-messages';
import { workText } from './messages';

const assigneeKeys = {
  me: 'assignedToMe',
  unassigned: 'unassigned',
  anyone: 'anyone',
} as const satisfies Record<WorkAssignee, string>;

/**
 * Area, organization (those the user works in), SLA state and assignee. Made at render, in the
 * language of the moment.
 */
export function workFilters(organizations: readonly { id: string; name: string }[]): FilterField[] {
  const t = workText.t;
  return [
    {
      kind: 'select',
      name: 'area',
      label: t('area'),
      anyLabel: t('allAreas'),
      wide: true,
      options: workAreas.map((a) => ({ value: a, label: workAreaLabel(a) })),
    },
    {
      kind: 'select',
      name: 'organizationId',
      label: t('organization'),
      anyLabel: t('allOrganizations'),
      wide: true,
      options: organizations.map((o) => ({ value: o.id, label: o.name })),
    },
    {
      kind: 'select',
      name: 'slaState',
      label: t('sla'),
      anyLabel: t('anySlaState'),
      options: slaStates.map((s) => ({ value: s, label: slaStateLabel(s) })),
    },
    {
      kind: 'select',
      name: 'assignee',
      label: t('assignee'),
      anyLabel: t('anyone'),
      options: workAssignees
        .filter((a) => a !== 'anyone')
        .map((a) => ({ value: a, label: t(assigneeKeys[a]) })),
    },
  ];
}

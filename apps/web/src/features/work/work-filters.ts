import {
  slaStates,
  slaStateTitles,
  workAreas,
  workAreaTitles,
  workAssignees,
  type WorkAssignee,
} from '@console/contract/core';
import type { FilterField } from '@/components/filter-dialog';

export const assigneeTitles: Record<WorkAssignee, string> = {
  me: 'Assigned to me',
  unassigned: 'Unassigned',
  anyone: 'Anyone',
};

/** Area, organization (those the user works in), SLA state and assignee. */
export function workFilters(organizations: readonly { id: string; name: string }[]): FilterField[] {
  return [
    {
      kind: 'select',
      name: 'area',
      label: 'Area',
      anyLabel: 'All areas',
      wide: true,
      options: workAreas.map((a) => ({ value: a, label: workAreaTitles[a] })),
    },
    {
      kind: 'select',
      name: 'organizationId',
      label: 'Organization',
      anyLabel: 'All organizations',
      wide: true,
      options: organizations.map((o) => ({ value: o.id, label: o.name })),
    },
    {
      kind: 'select',
      name: 'slaState',
      label: 'SLA',
      anyLabel: 'Any SLA state',
      options: slaStates.map((s) => ({ value: s, label: slaStateTitles[s] })),
    },
    {
      kind: 'select',
      name: 'assignee',
      label: 'Assignee',
      anyLabel: 'Anyone',
      options: workAssignees
        .filter((a) => a !== 'anyone')
        .map((a) => ({ value: a, label: assigneeTitles[a] })),
    },
  ];
}

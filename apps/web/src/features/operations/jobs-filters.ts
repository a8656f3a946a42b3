import { jobKindTitles, jobKinds, jobStates, type JobState } from '@console/contract/core';
import type { FilterField } from '@/components/filter-dialog';
import { jobStateLabels } from './job-state-badge';

// Apart from jobs-search.ts, whose reader loads with the app's entry: these load with the screen.
/** State, with how many jobs each holds under the other filters (`Dead (3)`), and the kind of job. */
export function jobFilters(counts: Partial<Record<JobState, number>> | undefined): FilterField[] {
  const counted = (label: string, n: number | undefined) => (counts ? `${label} (${n ?? 0})` : label);
  const total = Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0);
  return [
    {
      kind: 'select',
      name: 'state',
      label: 'State',
      anyLabel: counted('All states', total),
      options: jobStates.map((s) => ({ value: s, label: counted(jobStateLabels[s], counts?.[s]) })),
    },
    {
      kind: 'select',
      name: 'kind',
      label: 'Job',
      anyLabel: 'All jobs',
      wide: true,
      options: jobKinds.map((k) => ({ value: k, label: jobKindTitles[k] })),
    },
  ];
}

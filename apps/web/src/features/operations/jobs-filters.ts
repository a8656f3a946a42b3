import { jobKinds, jobStates, type JobState } from '@console/contract/core';
import type { FilterField } from '@/components/filter-dialog';
import { formatCount } from '@/lib/format';
import { jobKindLabel } from '@/lib/job-kind-messages';
import { jobStateLabel } from './job-state-badge';
import { operationsText } from './messages';

// Apart from jobs-search.ts, whose reader loads with the app's entry: these load with the screen.
/**
 * State, with how many jobs each holds under the other filters (`Dead (3)`), and the kind of job.
 * Made at render, in the language of the moment.
 */
export function jobFilters(counts: Partial<Record<JobState, number>> | undefined): FilterField[] {
  const t = operationsText.t;
  const counted = (label: string, n: number | undefined) =>
    counts ? t('withCount', { label, count: formatCount(n ?? 0) }) : label;
  const total = Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0);
  return [
    {
      kind: 'select',
      name: 'state',
      label: t('state'),
      anyLabel: counted(t('allStates'), total),
      options: jobStates.map((s) => ({ value: s, label: counted(jobStateLabel(s), counts?.[s]) })),
    },
    {
      kind: 'select',
      name: 'kind',
      label: t('job'),
      anyLabel: t('allJobs'),
      wide: true,
      options: jobKinds.map((k) => ({ value: k, label: jobKindLabel(k) })),
    },
  ];
}

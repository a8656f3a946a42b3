import type { BadgeTone, JobState } from '@console/contract/core';
import {
  CircleCheckIcon,
  ClockIcon,
  LoaderCircleIcon,
  OctagonXIcon,
  TriangleAlertIcon,
  type LucideIcon,
} from 'lucide-react';
import { badgeVariants, toneClasses } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Each state's name, what it means, its colour and its mark: the name carries it, not the colour. */
export const jobStateLabels: Record<JobState, string> = {
  queued: 'Queued',
  running: 'Running',
  failed: 'Failed',
  dead: 'Dead',
  done: 'Done',
};

const meanings: Record<JobState, string> = {
  queued: 'Waiting to run.',
  running: 'Running now.',
  failed: 'The last attempt failed; it runs again at its next attempt.',
  dead: 'Failed for good: retry or discard it.',
  done: 'Done.',
};

const looks: Record<JobState, { tone: BadgeTone; icon: LucideIcon }> = {
  queued: { tone: 'slate', icon: ClockIcon },
  running: { tone: 'blue', icon: LoaderCircleIcon },
  failed: { tone: 'amber', icon: TriangleAlertIcon },
  dead: { tone: 'red', icon: OctagonXIcon },
  done: { tone: 'green', icon: CircleCheckIcon },
};

export function JobStateBadge({ state }: { state: JobState }) {
  const { tone, icon: Icon } = looks[state];
  return (
    <span
      data-slot="status-badge"
      data-tone={tone}
      title={meanings[state]}
      className={cn(badgeVariants({ variant: 'outline' }), toneClasses[tone])}
    >
      <Icon aria-hidden="true" />
      {jobStateLabels[state]}
    </span>
  );
}

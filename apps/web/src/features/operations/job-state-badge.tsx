import type { BadgeTone, JobState } from '@console/contract/core';
import {
  CircleCheckIcon,
  ClockIcon,
  LoaderCircleIcon,
  OctagonXIcon,
  TriangleAlertIcon,
  type LucideIcon,
} from 'lucide-react';
import { ToneBadge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { operationsText } from './messages';

/** A state's name, as the badge and the State filter write it. */
export const jobStateLabel = (state: JobState): string => operationsText.t(state);

/** Each state's meaning, colour and mark: the name carries it, not the colour. */
const looks: Record<JobState, { meaning: `${JobState}Meaning`; tone: BadgeTone; icon: LucideIcon }> = {
  queued: { meaning: 'queuedMeaning', tone: 'slate', icon: ClockIcon },
  running: { meaning: 'runningMeaning', tone: 'blue', icon: LoaderCircleIcon },
  failed: { meaning: 'failedMeaning', tone: 'amber', icon: TriangleAlertIcon },
  dead: { meaning: 'deadMeaning', tone: 'red', icon: OctagonXIcon },
  done: { meaning: 'doneMeaning', tone: 'green', icon: CircleCheckIcon },
};

export function JobStateBadge({ state }: { state: JobState }) {
  const t = useT(operationsText);
  const { meaning, tone, icon } = looks[state];
  return (
    <ToneBadge tone={tone} icon={icon} meaning={t(meaning)}>
      {t(state)}
    </ToneBadge>
  );
}

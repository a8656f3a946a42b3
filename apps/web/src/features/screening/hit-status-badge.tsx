import type { BadgeTone } from '@console/contract/core';
import type { screeningApi } from '@console/contract';
import {
  CircleCheckIcon,
  CircleSlashIcon,
  ClockIcon,
  OctagonAlertIcon,
  ShieldAlertIcon,
  type LucideIcon,
} from 'lucide-react';
import { ToneBadge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { screeningText } from './messages';

export type HitStatus = screeningApi.HitRecord['status'];

/** A status's name, as the badge and the Status filter write it. */
export const hitStatusLabel = (status: HitStatus): string => screeningText.t(status);

/** Each status's meaning, colour and mark: the name carries it, not the colour. */
const looks: Record<HitStatus, { meaning: `${HitStatus}Meaning`; tone: BadgeTone; icon: LucideIcon }> = {
  Pending: { meaning: 'PendingMeaning', tone: 'amber', icon: ClockIcon },
  TrueMatchProposed: { meaning: 'TrueMatchProposedMeaning', tone: 'blue', icon: ShieldAlertIcon },
  FalsePositive: { meaning: 'FalsePositiveMeaning', tone: 'green', icon: CircleCheckIcon },
  TrueMatch: { meaning: 'TrueMatchMeaning', tone: 'red', icon: OctagonAlertIcon },
  Closed: { meaning: 'ClosedMeaning', tone: 'slate', icon: CircleSlashIcon },
};

export function HitStatusBadge({ status }: { status: HitStatus }) {
  const t = useT(screeningText);
  const { meaning, tone, icon } = looks[status];
  return (
    <ToneBadge tone={tone} icon={icon} meaning={t(meaning)}>
      {t(status)}
    </ToneBadge>
  );
}

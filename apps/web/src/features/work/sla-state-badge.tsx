import type { BadgeTone, SlaState } from '@console/contract/core';
import { AlarmClockIcon, CircleAlertIcon, CircleCheckIcon, type LucideIcon } from 'lucide-react';
import { badgeVariants, toneClasses } from '@/components/ui/badge';
import { useLanguage } from '@/lib/i18n';
import { slaStateLabel } from '@/lib/sla-state-messages';
import { cn } from '@/lib/utils';

const looks: Record<SlaState, { tone: BadgeTone; Icon: LucideIcon }> = {
  Within: { tone: 'green', Icon: CircleCheckIcon },
  DueSoon: { tone: 'amber', Icon: AlarmClockIcon },
  Breached: { tone: 'red', Icon: CircleAlertIcon },
};

/** An item's SLA state in its colour, its icon and its words, so colour is never the only sign. */
export function SlaStateBadge({ state }: { state: SlaState }) {
  useLanguage();
  const { tone, Icon } = looks[state];
  return (
    <span
      data-slot="sla-state"
      data-state={state}
      className={cn(badgeVariants({ variant: 'outline' }), toneClasses[tone])}
    >
      <Icon aria-hidden="true" />
      {slaStateLabel(state)}
    </span>
  );
}

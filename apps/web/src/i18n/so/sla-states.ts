import type { Translation } from '@/lib/i18n';
import type { slaStateText } from '@/lib/sla-state-messages';

export default {
  Within: 'SLA gudihiisa',
  DueSoon: 'Dhowaan ayuu dhacayaa',
  Breached: 'Waa la dhaafay',
} satisfies Translation<typeof slaStateText>;

import type { Translation } from '@/lib/i18n';
import type { slaStateText } from '@/lib/sla-state-messages';

export default {
  Within: 'ضمن المهلة',
  DueSoon: 'يستحق قريبًا',
  Breached: 'متجاوز',
} satisfies Translation<typeof slaStateText>;

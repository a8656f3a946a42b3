import type { Translation } from '@/lib/i18n';
import type { workDecisionText } from '@/lib/work-decision-messages';

export default {
  approve: 'Ansixi',
  reject: 'Celi',
  decline: 'Diid',
  complete: 'Dhammaystir',
  confirm: 'Xaqiiji',
  revoke: 'Ka noqo',
} satisfies Translation<typeof workDecisionText>;

import type { Translation } from '@/lib/i18n';
import type { workDecisionText } from '@/lib/work-decision-messages';

export default {
  approve: 'موافقة',
  reject: 'إعادة',
  decline: 'رفض',
  complete: 'إتمام',
  confirm: 'تأكيد',
  revoke: 'سحب',
} satisfies Translation<typeof workDecisionText>;

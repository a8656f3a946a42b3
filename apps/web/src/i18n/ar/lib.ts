import type { Translation } from '@/lib/i18n';
import type { libText } from '@/lib/messages';

export default {
  productName: 'لوحة تحكم المكتب الخلفي',
  fromUtc: 'من (UTC)',
  toUtc: 'إلى (UTC)',
} satisfies Translation<typeof libText>;

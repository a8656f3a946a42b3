import type { Translation } from '@/lib/i18n';
import type { libText } from '@/lib/messages';

export default {
  productName: 'لوحة تحكم المكتب الخلفي',
  fromUtc: 'من (UTC)',
  toUtc: 'إلى (UTC)',
  passwordAtLeast: '{count} حرفًا على الأقل.',
} satisfies Translation<typeof libText>;

import type { Translation } from '@/lib/i18n';
import type { notificationsText } from '@/features/notifications/messages';

export default {
  notifications: 'الإشعارات',
  notificationsUnread:
    'الإشعارات، {count, plural, zero {لا إشعارات غير مقروءة} one {إشعار واحد غير مقروء} two {إشعاران غير مقروءين} few {{n} إشعارات غير مقروءة} many {{n} إشعارًا غير مقروء} other {{n} إشعار غير مقروء}}',
  markAllRead: 'تعليم الكل كمقروء',
  viewingAs: 'تعرض الآن كالمستخدم {userName}: تبقى هذه الإشعارات غير مقروءة لديه.',
  loading: 'جارٍ التحميل…',
  none: 'لا توجد إشعارات.',
  firstOf: 'أول {shown} من {total}.',
  unread: 'غير مقروء:',
} satisfies Translation<typeof notificationsText>;

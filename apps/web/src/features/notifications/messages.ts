import { defineMessages } from '@/lib/i18n';

/** The bell in the top bar and its panel of notices. Counts are selected by `count`, shown as `n`. */
export const notificationsText = defineMessages('notifications', {
  notifications: 'Notifications',
  notificationsUnread: 'Notifications, {count, plural, other {{n} unread}}',
  markAllRead: 'Mark all read',
  viewingAs: 'Viewing as {userName}: these stay unread for them.',
  loading: 'Loading…',
  none: 'No notifications.',
  firstOf: 'The first {shown} of {total}.',
  unread: 'Unread:',
});

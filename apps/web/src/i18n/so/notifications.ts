import type { Translation } from '@/lib/i18n';
import type { notificationsText } from '@/features/notifications/messages';

export default {
  notifications: 'Ogeysiisyada',
  notificationsUnread: 'Ogeysiisyada, {count, plural, one {{n} aan la akhrin} other {{n} aan la akhrin}}',
  markAllRead: 'Dhammaan ka dhig kuwo la akhriyay',
  viewingAs: 'Waxaad u eegaysaa sidii {userName}: kuwani isaga ugu ahaanayaan kuwo aan la akhrin.',
  loading: 'Waa la rarayaa…',
  none: 'Ogeysiis ma jiro.',
  firstOf: '{shown}-ka ugu horreeya ee {total}.',
  unread: 'Aan la akhrin:',
} satisfies Translation<typeof notificationsText>;

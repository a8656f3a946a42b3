import { defineMessages } from '@/lib/i18n';

/** Home: the welcome and the user's own recent activity. */
export const homeText = defineMessages('home', {
  welcome: 'Welcome, {name}',
  intro: '{organization} · {product}. Use the menu to open the areas you work in.',
  recentActivity: 'Your recent activity',
  recentIntro: '{days, plural, one {What you did in the last day.} other {What you did in the last # days.}}',
  number: '#',
  when: 'When',
  type: 'Type',
  event: 'Event',
  remarks: 'Remarks',
});

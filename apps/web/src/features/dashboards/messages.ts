import { defineMessages } from '@/lib/i18n';

/** The general dashboard and the user dashboard of Home: tiles, per-user rows and charts. */
export const dashboardsText = defineMessages('dashboards', {
  generalTitle: 'General dashboard',
  generalIntro:
    'What staff did, counted from the activity report; days are UTC, a range ends at 23:59:59.999.',
  range: 'Dashboard range',
  summary: 'Summary',
  perUser: 'Per user',
  perDay: 'Per day',
  createdBy: 'Created By',
  day: 'Day',
  user: 'User',
  events: 'Events',
  applications: 'Applications',
  linkedAccounts: 'Linked Accounts',
  deLinkedAccounts: 'De-linked Accounts',
  setLimitCount: 'Set Limit',
  resetPinCount: 'Reset PIN',
  resetPhysicalCardPinCount: 'Reset Card PIN',
  yourDashboard: 'Your dashboard',
  yourRange: 'Your dashboard range',
  yourCounts: 'Your counts',
  yourActivityPerDay: 'Your activity per day',
});

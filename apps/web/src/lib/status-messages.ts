import { defineMessages } from './i18n';

/**
 * The statuses records show (applications, customers, businesses, requisitions, users,
 * administration changes), keyed by the value the server sends. Server texts that name a status
 * ("An application that is {from} cannot become {to}.") show it translated too (i18n/pack.ts).
 */
export const statusText = defineMessages('statuses', {
  Draft: 'Draft',
  Pending: 'Pending',
  Approved: 'Approved',
  Declined: 'Declined',
  Completed: 'Completed',
  Flagged: 'Flagged',
  Rejected: 'Rejected',
  Blocked: 'Blocked',
  Unknown: 'Unknown',
  Active: 'Active',
  Inactive: 'Inactive',
  Expired: 'Expired',
  Stale: 'Stale',
});

/** A status as the user reads it: translated when it is one of ours, as it came otherwise. */
export const statusLabel = (status: string): string =>
  statusText.has(status) ? statusText.t(status) : status;

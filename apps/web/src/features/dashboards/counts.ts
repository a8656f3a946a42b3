import type { reportsApi } from '@console/contract';
import { dashboardsText } from './messages';

/**
 * The six counts of spec 2 §3, with their chart colours (theme variables, styles.css), in the
 * spec's order; each is named by its key in the catalogue (`countLabel`).
 */
export const countFields: readonly { key: reportsApi.DashboardCount; color: string }[] = [
  { key: 'applications', color: 'var(--chart-1)' },
  { key: 'linkedAccounts', color: 'var(--chart-2)' },
  { key: 'deLinkedAccounts', color: 'var(--chart-3)' },
  { key: 'setLimitCount', color: 'var(--chart-4)' },
  { key: 'resetPinCount', color: 'var(--chart-5)' },
  { key: 'resetPhysicalCardPinCount', color: 'var(--chart-6)' },
];

/** A count's name in the language of the moment. */
export const countLabel = (key: reportsApi.DashboardCount): string => dashboardsText.t(key);

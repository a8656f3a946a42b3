import type { reportsApi } from '@console/contract';

/** The six counts of spec 2 §3, with their labels and chart colours (theme variables, styles.css), in the spec's order. */
export const countFields: readonly { key: reportsApi.DashboardCount; label: string; color: string }[] = [
  { key: 'applications', label: 'Applications', color: 'var(--chart-1)' },
  { key: 'linkedAccounts', label: 'Linked Accounts', color: 'var(--chart-2)' },
  { key: 'deLinkedAccounts', label: 'De-linked Accounts', color: 'var(--chart-3)' },
  { key: 'setLimitCount', label: 'Set Limit', color: 'var(--chart-4)' },
  { key: 'resetPinCount', label: 'Reset PIN', color: 'var(--chart-5)' },
  { key: 'resetPhysicalCardPinCount', label: 'Reset Card PIN', color: 'var(--chart-6)' },
];

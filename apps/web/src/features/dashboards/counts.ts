import type { reportsApi } from '@console/contract';

/** The six counts of spec 2 §3, with their labels and chart colours, in the spec's order. */
export const countFields: readonly { key: reportsApi.DashboardCount; label: string; color: string }[] = [
  { key: 'applications', label: 'Applications', color: '#2563eb' },
  { key: 'linkedAccounts', label: 'Linked Accounts', color: '#16a34a' },
  { key: 'deLinkedAccounts', label: 'De-linked Accounts', color: '#dc2626' },
  { key: 'setLimitCount', label: 'Set Limit', color: '#d97706' },
  { key: 'resetPinCount', label: 'Reset PIN', color: '#7c3aed' },
  { key: 'resetPhysicalCardPinCount', label: 'Reset Card PIN', color: '#0891b2' },
];

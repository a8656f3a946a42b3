import type { WorkItem } from './api/list-work-queue';

/** A work item as the API lists it, for the tests: a business waiting for review, unless told otherwise. */
export const item = (over: Partial<WorkItem>): WorkItem => ({
  area: 'Business',
  recordId: '0b0b0b0b-0000-4000-8000-000000000001',
  rowVersion: 1,
  status: 'Pending',
  step: 'Review',
  recordName: 'Horn Traders',
  customerId: null,
  accountNumber: null,
  organizationId: null,
  organizationName: null,
  madeBy: 'officer',
  waitingSince: '2026-01-01T00:00:00.000Z',
  ageSeconds: 0,
  slaState: 'Within',
  dueSoonAt: '2026-01-02T00:00:00.000Z',
  breachAt: '2026-01-03T00:00:00.000Z',
  assignee: null,
  decisions: ['approve', 'decline'],
  blockedBecause: null,
  ...over,
});

export { LegalHolds } from './legal-holds.ts';
export { RetentionRuns } from './retention-runs.ts';
export { retentionRoutes } from './retention.routes.ts';
export { RetentionSchedule } from './schedule.ts';

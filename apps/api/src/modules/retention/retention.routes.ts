import { retentionApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { LegalHolds } from './legal-holds.ts';
import type { RetentionRuns } from './retention-runs.ts';
import type { RetentionSchedule } from './schedule.ts';

export const retentionRoutes = (schedule: RetentionSchedule, runs: RetentionRuns, holds: LegalHolds) => [
  route(api.getSchedule, () => schedule.get()),
  route(api.changeSchedule, ({ body, user, actor }) => schedule.change(body, user, actor)),
  route(api.previewRetention, ({ query, user, actor }) => runs.preview(query, user, actor.at)),
  route(api.listRetentionRuns, ({ query }) => runs.runs(query)),
  route(api.placeLegalHold, ({ params, body, user, actor }) =>
    holds.place(params.id, body.reason, user, actor),
  ),
];

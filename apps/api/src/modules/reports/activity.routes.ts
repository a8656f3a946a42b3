import { reportsApi as api } from '@console/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { route } from '../../platform/routes.ts';
import { ActivityService } from './activity.service.ts';

export const activityRoutes = (db: Db, clock: Clock) => {
  const reports = new ActivityService({ db, clock });
  return [route(api.activityReport, ({ query, user }) => reports.report(query, user))];
};

import { reportsApi as api } from '@console/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { Answer, route } from '../../platform/routes.ts';
import { ActivityService } from './activity.service.ts';
import { DashboardsService } from './dashboards.service.ts';

export const activityRoutes = (db: Db, clock: Clock) => {
  const reports = new ActivityService({ db, clock });
  const dashboards = new DashboardsService({ db, clock });
  return [
    route(api.activityReport, ({ query, user }) => reports.report(query, user)),
    route(api.activityExport, async ({ query, user, actor }) => {
      const csv = await reports.export(query, user);
      const day = actor.at.toISOString().slice(0, 10);
      return new Answer(200, csv.body, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="activity-report-${day}.csv"`,
        'x-total-count': String(csv.total),
        'cache-control': 'no-store',
      });
    }),
    route(api.dashboardStats, ({ query, user }) => dashboards.stats(query, user)),
  ];
};

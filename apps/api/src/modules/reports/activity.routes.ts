import { reportsApi as api } from '@console/contract';
import { Answer, route } from '../../kernel/routes.ts';
import type { ActivityService } from './activity.service.ts';
import type { DashboardsService } from './dashboards.service.ts';

export const activityRoutes = (reports: ActivityService, dashboards: DashboardsService) => [
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

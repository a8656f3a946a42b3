export { activityRoutes } from './activity.routes.ts';
export { ActivityService } from './activity.service.ts';
export { DashboardsService } from './dashboards.service.ts';

export { ApplicationDecisions } from './applications.decisions.ts';
export { applicationsRoutes } from './applications.routes.ts';
export { ApplicationsService } from './applications.service.ts';

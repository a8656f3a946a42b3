export { systemRoutes } from './system.routes.ts';
export { SystemService } from './system.service.ts';

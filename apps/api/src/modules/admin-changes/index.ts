export { adminChangesRoutes } from './admin-changes.routes.ts';

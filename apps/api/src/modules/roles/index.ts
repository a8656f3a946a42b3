export { rolesRoutes } from './roles.routes.ts';
export { RolesService } from './roles.service.ts';

import { rolesApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { RolesService } from './roles.service.ts';

export const rolesRoutes = (roles: RolesService) => [
  route(api.listRoles, ({ query }) => roles.list(query)),
  route(api.roleLookup, () => roles.lookup()),
  route(api.permissionGroupsEndpoint, () => roles.groups()),
  route(api.createRole, ({ body, actor }) => roles.create(body, actor)),
  route(api.updateRole, ({ params, body, actor }) => roles.update(params.id, body, actor)),
  route(api.deleteRole, ({ params, actor }) => roles.remove(params.id, actor)),
];

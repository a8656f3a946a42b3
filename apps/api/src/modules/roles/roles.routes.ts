import { rolesApi as api } from '@console/contract';
import { actorOf } from '../../platform/actor.ts';
import { route } from '../../platform/routes.ts';
import type { RolesService } from './roles.service.ts';

export const rolesRoutes = (roles: RolesService) => [
  route(api.listRoles, ({ query }) => roles.list(query)),
  route(api.roleLookup, () => roles.lookup()),
  route(api.permissionGroupsEndpoint, () => roles.groups()),
  route(api.createRole, ({ body, user, request }) => roles.create(body, actorOf(user, request))),
  route(api.updateRole, ({ params, body, user, request }) =>
    roles.update(params.id, body, actorOf(user, request)),
  ),
  route(api.deleteRole, ({ params, user, request }) => roles.remove(params.id, actorOf(user, request))),
];

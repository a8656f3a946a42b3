import { usersApi as api } from '@console/contract';
import { actorOf } from '../../platform/actor.ts';
import { route } from '../../platform/routes.ts';
import type { BranchMappingsService } from './user-branches.service.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes = (users: UsersService, branches: BranchMappingsService) => [
  route(api.listUsers, ({ query }) => users.list(query)),
  route(api.userLookup, () => users.lookup()),
  route(api.userExists, ({ query }) => users.exists(query.userName)),
  route(api.getUser, ({ params }) => users.get(params.id)),
  route(api.createUser, ({ body, user, request }) => users.create(body, actorOf(user, request))),
  route(api.updateUser, ({ params, body, user, request }) =>
    users.update(params.id, body, actorOf(user, request)),
  ),
  route(api.changeUserStatus, ({ params, body, user, request }) =>
    users.changeStatus(params.id, body.isActive, actorOf(user, request)),
  ),
  route(api.changePassword, ({ params, body, user, request }) =>
    users.changePassword(params.id, body, user, actorOf(user, request)),
  ),
  route(api.resetTwoFactor, ({ params, user, request }) =>
    users.resetTwoFactor(params.id, actorOf(user, request)),
  ),
  route(api.assignRoles, ({ params, body, user, request }) =>
    users.assignRoles(params.id, body.roles, actorOf(user, request)),
  ),
  route(api.removeRole, ({ params, body, user, request }) =>
    users.removeRole(params.id, body.roleId, actorOf(user, request)),
  ),
  route(api.userBranches, ({ params }) => branches.branches(params.id)),
  route(api.createBranchMapping, ({ body, user, request }) =>
    branches.addBranch(body, actorOf(user, request)),
  ),
  route(api.updateBranchMapping, ({ params, body, user, request }) =>
    branches.updateBranch(params.id, body, actorOf(user, request)),
  ),
  route(api.deleteBranchMapping, ({ params, user, request }) =>
    branches.removeBranch(params.id, actorOf(user, request)),
  ),
  route(api.viewAs, async ({ body, user, request }) => ({
    token: await users.viewAs(body.userId, user, actorOf(user, request)),
  })),
];

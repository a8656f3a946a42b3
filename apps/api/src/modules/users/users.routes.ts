import { usersApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { BranchMappingsService } from './user-branches.service.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes = (users: UsersService, branches: BranchMappingsService) => [
  route(api.listUsers, ({ query }) => users.list(query)),
  route(api.userLookup, ({ user }) => users.lookup(user)),
  route(api.userExists, ({ query }) => users.exists(query.userName)),
  route(api.getUser, ({ params }) => users.get(params.id)),
  route(api.createUser, ({ body, actor }) => users.create(body, actor)),
  route(api.updateUser, ({ params, body, actor }) => users.update(params.id, body, actor)),
  route(api.changeUserStatus, ({ params, body, actor }) => users.changeStatus(params.id, body, actor)),
  route(api.changePassword, ({ params, body, user, actor }) =>
    users.changePassword(params.id, body, user, actor),
  ),
  route(api.resetTwoFactor, ({ params, body, actor }) =>
    users.resetTwoFactor(params.id, body.rowVersion, actor),
  ),
  route(api.assignRoles, ({ params, body, actor }) => users.assignRoles(params.id, body, actor)),
  route(api.removeRole, ({ params, body, actor }) => users.removeRole(params.id, body, actor)),
  route(api.userBranches, ({ params }) => branches.branches(params.id)),
  route(api.createBranchMapping, ({ body, actor }) => branches.addBranch(body, actor)),
  route(api.updateBranchMapping, ({ params, body, actor }) => branches.updateBranch(params.id, body, actor)),
  route(api.deleteBranchMapping, ({ params, actor }) => branches.removeBranch(params.id, actor)),
  route(api.setOwnLanguage, ({ body, user }) => users.setOwnLanguage(user, body.language)),
  route(api.viewAs, async ({ body, user, actor }) => ({
    token: await users.viewAs(body.userId, user, actor),
  })),
];

export { revokeBranchMapping, revokeRole } from './access-revocation.ts';
export { MERCHANT_ROLE, MerchantUsers } from './merchant-users.service.ts';
export { DormantUsers } from './dormant-users.ts';
export { BranchMappingsService } from './user-branches.service.ts';
export { loadProfile } from './user-profile.service.ts';
export { UserScopes } from './user-scope.service.ts';
export {
  findUserById,
  removeRoleFromAll as removeRoleFromEveryone,
  usersWhoMay,
} from './users.repository.ts';
export { usersRoutes } from './users.routes.ts';
export { UsersService, createAdministrator } from './users.service.ts';
export * as signInState from './sign-in-state.repository.ts';

export { organizationsRoutes } from './organizations.routes.ts';
export {
  OrganizationsService,
  coreOrg,
  isBranchOf,
  requireOrganization,
  supportedAccountProblem,
  userBranchCode,
} from './organizations.service.ts';
export type { OrganizationRow } from './organizations.service.ts';

export { organizationsRoutes } from './organizations.routes.ts';
export {
  OrganizationsService,
  allOrganizations,
  coreOrg,
  requireOrganization,
  supportedAccountProblem,
  userBranchCode,
} from './organizations.service.ts';
export type { OrganizationRow } from './organizations.service.ts';

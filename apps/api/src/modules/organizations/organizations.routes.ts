import { organizationsApi as api } from '@console/contract';
import { route } from '../../platform/routes.ts';
import type { OrganizationsService } from './organizations.service.ts';

export const organizationsRoutes = (organizations: OrganizationsService) => [
  route(api.listOrganizations, ({ query }) => organizations.list(query.accGroup)),
  route(api.organizationBranches, ({ params }) => organizations.branches(params.id)),
];

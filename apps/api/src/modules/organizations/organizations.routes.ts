import { organizationsApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { OrganizationsService } from './organizations.service.ts';

export const organizationsRoutes = (organizations: OrganizationsService) => [
  route(api.listOrganizations, ({ query, user }) => organizations.list(user, query.accGroup)),
  route(api.organizationBranches, ({ params, user }) => organizations.branches(params.id, user)),
];

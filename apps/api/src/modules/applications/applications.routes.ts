import { applicationsApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { ApplicationDecisions } from './applications.decisions.ts';
import type { ApplicationsService } from './applications.service.ts';

export const applicationsRoutes = (apps: ApplicationsService, decisions: ApplicationDecisions) => [
  route(api.listApplications, ({ query, user }) => apps.list(query, user)),
  route(api.customerApplications, ({ params, user }) => apps.ofCustomer(params.id, user)),
  route(api.createApplication, ({ body, user, actor }) => apps.create(body, user, actor)),
  route(api.accountRequest, ({ body, user, actor }) => apps.accountRequest(body, user, actor)),
  route(api.changeStatus, ({ params, body, user, actor }) =>
    decisions.changeStatus(params.id, body, user, actor),
  ),
  route(api.resolveFlagged, ({ params, body, user, actor }) =>
    decisions.resolveFlagged(params.id, body, user, actor),
  ),
  route(api.missingDocuments, ({ params, user }) => apps.missing(params.id, user)),
  route(api.history, ({ params, user }) => apps.history(params.id, user)),
];

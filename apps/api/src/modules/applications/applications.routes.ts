import { applicationsApi as api } from '@console/contract';
import { actorOf } from '../../platform/actor.ts';
import { route } from '../../platform/routes.ts';
import type { ApplicationsService } from './applications.service.ts';

export const applicationsRoutes = (apps: ApplicationsService) => [
  route(api.listApplications, ({ query }) => apps.list(query)),
  route(api.customerApplications, ({ params }) => apps.ofCustomer(params.id)),
  route(api.createApplication, ({ body, user, request }) => apps.create(body, user, actorOf(user, request))),
  route(api.accountRequest, ({ body, user, request }) =>
    apps.accountRequest(body, user, actorOf(user, request)),
  ),
  route(api.changeStatus, ({ params, body, user, request }) =>
    apps.changeStatus(params.id, body, user, actorOf(user, request)),
  ),
  route(api.resolveFlagged, ({ params, body, user, request }) =>
    apps.resolveFlagged(params.id, body, user, actorOf(user, request)),
  ),
  route(api.missingDocuments, ({ params }) => apps.missing(params.id)),
  route(api.history, ({ params }) => apps.history(params.id)),
];

import { applicationsApi as api } from '@console/contract';
import { actorOf } from '../../platform/actor.ts';
import { route } from '../../platform/routes.ts';
import type { ApplicationReview } from './applications.review.ts';
import type { ApplicationsService } from './applications.service.ts';

export const applicationsRoutes = (apps: ApplicationsService, review: ApplicationReview) => [
  route(api.listApplications, ({ query }) => apps.list(query)),
  route(api.customerApplications, ({ params }) => apps.ofCustomer(params.id)),
  route(api.createApplication, ({ body, user, request }) => apps.create(body, user, actorOf(user, request))),
  route(api.accountRequest, ({ body, user, request }) =>
    apps.accountRequest(body, user, actorOf(user, request)),
  ),
  route(api.changeStatus, ({ params, body, user, request }) =>
    review.changeStatus(params.id, body, user, actorOf(user, request)),
  ),
  route(api.resolveFlagged, ({ params, body, user, request }) =>
    review.resolveFlagged(params.id, body, user, actorOf(user, request)),
  ),
  route(api.missingDocuments, ({ params }) => apps.missing(params.id)),
  route(api.history, ({ params }) => apps.history(params.id)),
];

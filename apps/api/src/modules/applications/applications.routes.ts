import { applicationsApi as api } from '@console/contract';
import { route } from '../../platform/routes.ts';
import type { ApplicationReview } from './applications.review.ts';
import type { ApplicationsService } from './applications.service.ts';

export const applicationsRoutes = (apps: ApplicationsService, review: ApplicationReview) => [
  route(api.listApplications, ({ query }) => apps.list(query)),
  route(api.customerApplications, ({ params }) => apps.ofCustomer(params.id)),
  route(api.createApplication, ({ body, user, actor }) => apps.create(body, user, actor)),
  route(api.accountRequest, ({ body, user, actor }) => apps.accountRequest(body, user, actor)),
  route(api.changeStatus, ({ params, body, user, actor }) =>
    review.changeStatus(params.id, body, user, actor),
  ),
  route(api.resolveFlagged, ({ params, body, user, actor }) =>
    review.resolveFlagged(params.id, body, user, actor),
  ),
  route(api.missingDocuments, ({ params }) => apps.missing(params.id)),
  route(api.history, ({ params }) => apps.history(params.id)),
];

import { accessReviewsApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { AccessReviewDecisions } from './access-reviews.decisions.ts';
import type { AccessReviews } from './access-reviews.service.ts';

export const accessReviewsRoutes = (reviews: AccessReviews, decisions: AccessReviewDecisions) => [
  route(api.listAccessReviews, ({ query, user }) => reviews.list(query, user)),
  route(api.decideAccessReview, ({ params, body, user, actor }) =>
    decisions.decide(params.id, body, user, actor),
  ),
  route(api.accessReviewReport, ({ query, user }) => reviews.report(query, user)),
];

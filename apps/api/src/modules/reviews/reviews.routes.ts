import { reviewsApi as api } from '@console/contract';
import { route } from '../../kernel/routes.ts';
import type { ReviewIntervals } from './review-intervals.ts';
import type { ReviewDecisions } from './reviews.decisions.ts';
import type { Reviews } from './reviews.service.ts';

export const reviewsRoutes = (reviews: Reviews, decisions: ReviewDecisions, intervals: ReviewIntervals) => [
  route(api.listReviews, ({ query, user }) => reviews.list(query, user)),
  route(api.submitReview, ({ params, body, user, actor }) => reviews.submit(params.id, body, user, actor)),
  route(api.decideReview, ({ params, body, user, actor }) => decisions.decide(params.id, body, user, actor)),
  route(api.getIntervals, () => intervals.get()),
  route(api.changeIntervals, ({ body, user, actor }) => intervals.change(body, user, actor)),
];

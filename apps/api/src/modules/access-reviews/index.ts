export { AccessReviewDecisions } from './access-reviews.decisions.ts';
export { accessReviewsRoutes } from './access-reviews.routes.ts';
export { AccessReviews } from './access-reviews.service.ts';
export { AccessReviewSchedule } from './access-review-schedule.ts';

export { reviewsRoutes } from './reviews.routes.ts';
export { Reviews } from './reviews.service.ts';
export { ReviewDecisions } from './reviews.decisions.ts';
export { ReviewIntervals } from './review-intervals.ts';

export { ApplicationReview } from './applications.review.ts';
export { applicationsRoutes } from './applications.routes.ts';
export { ApplicationsService } from './applications.service.ts';

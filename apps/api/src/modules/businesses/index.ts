export { BusinessDocuments } from './business-documents.service.ts';
export { BusinessReview } from './businesses.review.ts';
export { businessesRoutes } from './businesses.routes.ts';
export { BusinessesService } from './businesses.service.ts';

export { BusinessDocuments } from './business-documents.service.ts';
export { BusinessDecisions } from './businesses.decisions.ts';
export { businessesRoutes } from './businesses.routes.ts';
export { BusinessesService } from './businesses.service.ts';
export { businessNames } from './business-list.repository.ts';
export { businessOfSignatory, sanctionBusiness } from './business-sanctions.ts';

export { documentsRoutes } from './documents.routes.ts';
export { DocumentsService, checkedUpload, documentFileName, storedDocument } from './documents.service.ts';

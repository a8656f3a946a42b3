export { documentsRoutes } from './documents.routes.ts';
export { DocumentsService, checkedUpload, documentFileName } from './documents.service.ts';

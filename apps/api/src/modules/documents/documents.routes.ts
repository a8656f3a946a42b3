import { documentsApi as api } from '@console/contract';
import { readUpload } from '../../platform/multipart.ts';
import { route } from '../../kernel/routes.ts';
import type { DocumentsService } from './documents.service.ts';

export const documentsRoutes = (docs: DocumentsService) => [
  route(api.uploadDocument, async ({ request, user, actor }) =>
    docs.upload(await readUpload(request), user, actor),
  ),
  route(api.customerDocuments, ({ params, user }) => docs.ofCustomer(params.id, user)),
  route(api.documentFile, ({ params, user }) => docs.file(params.id, user)),
];

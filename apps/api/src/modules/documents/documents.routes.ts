import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { documentsApi as api } from '@console/contract';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/routes.ts';
import type { DocumentsService, Upload } from './documents.service.ts';

/** Reads the multipart body: text fields and at most one file, within the plugin's limits. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart())
    throw new AppError('unsupported_media', 'Send the document as multipart/form-data.');
  const upload: Upload = { fields: {}, file: null };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || upload.file) {
        part.file.resume();
        continue;
      }
      upload.file = await part.toBuffer();
    } else if (typeof part.value === 'string') {
      upload.fields[part.fieldname] = part.value;
    }
  }
  return upload;
}

export const documentsRoutes = (docs: DocumentsService) => [
  route(api.uploadDocument, async ({ request, actor }) => docs.upload(await readUpload(request), actor)),
  route(api.customerDocuments, ({ params }) => docs.ofCustomer(params.id)),
  route(api.documentFile, ({ params }) => docs.file(params.id)),
];

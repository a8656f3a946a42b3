import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { documentsApi as api, messages } from '@console/contract';
import { AppError, fail } from '../../platform/errors.ts';
import { route } from '../../platform/routes.ts';
import type { DocumentsService, Upload } from './documents.service.ts';

/** Reads the multipart body: text fields and at most one file, within the plugin's limits. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart())
    throw new AppError('unsupported_media', 'Send the document as multipart/form-data.');
  const upload: Upload = { fields: {}, file: null };
  try {
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
  } catch (err) {
    // The plugin's own limits carry a 4xx status; anything else is the parser choking on a
    // malformed body (no or unknown boundary, truncated part), which is the client's mistake.
    if (isClientError(err)) throw err;
    throw fail.rule(messages.malformedMultipart);
  }
  return upload;
}

const isClientError = (err: unknown) => {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

export const documentsRoutes = (docs: DocumentsService) => [
  route(api.uploadDocument, async ({ request, actor }) => docs.upload(await readUpload(request), actor)),
  route(api.customerDocuments, ({ params }) => docs.ofCustomer(params.id)),
  route(api.documentFile, ({ params }) => docs.file(params.id)),
];

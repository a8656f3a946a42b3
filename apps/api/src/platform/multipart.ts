import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { messages } from '@console/contract';
import { AppError, fail } from '../kernel/errors.ts';

/** The text fields and the file of a multipart upload. */
export interface Upload {
  fields: Record<string, string>;
  file: Buffer | null;
}

/** The plugin's own refusals (sizes, counts) carry their status; a parser failure does not. */
export const isClientRefusal = (err: unknown): boolean => {
  if (err instanceof AppError) return true;
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** Reads the multipart body: text fields and at most one file, within the plugin's limits. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('unsupported_media', messages.sendAsMultipart);
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
    // Note: a body the parser cannot read (no or unknown boundary, cut short) is the client's
    // mistake; nothing has been written yet, since the file is only kept in memory so far.
    if (isClientRefusal(err)) throw err;
    throw fail.rule(messages.malformedMultipart);
  }
  return upload;
}

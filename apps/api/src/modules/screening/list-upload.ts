import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_LIST_BYTES, messages } from '@console/contract';
import { AppError, fail } from '../../kernel/errors.ts';
import { isClientRefusal } from '../../platform/multipart.ts';
import type { ListUpload } from './screening.service.ts';

/** An error of the import itself, carried past the refusals of a malformed body. */
class Passed {
  constructor(readonly error: unknown) {}
}

/**
 * Reads a list upload and hands its `file` to `use` as a stream while it arrives, so that the UN
 * list is parsed as it is read; OFAC's `alt` (alt.csv) must come first to be used with it.
 */
export async function readListUpload<T>(
  request: FastifyRequest,
  use: (upload: ListUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new AppError('unsupported_media', messages.sendAsMultipart);
  let alt: Buffer | null = null;
  let result: { value: T } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_LIST_BYTES, files: 2 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'alt' && alt === null && result === null) {
        alt = await part.toBuffer();
      } else if (part.fieldname === 'file' && result === null) {
        // What the import throws (a refused list, a file past the size limit) goes on as it is.
        try {
          result = { value: await use({ fileName: part.filename || null, file: part.file, alt }) };
        } catch (err) {
          part.file.resume();
          throw new Passed(err);
        }
      } else {
        part.file.resume();
      }
    }
  } catch (err) {
    if (err instanceof Passed) throw err.error;
    if (isClientRefusal(err)) throw err;
    throw fail.rule(messages.malformedMultipart);
  }
  if (!result) throw fail.field('file', messages.selectFile);
  return result.value;
}

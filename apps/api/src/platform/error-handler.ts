import { messages } from '@console/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../kernel/errors.ts';

/** Known client mistakes that Fastify itself reports, with our words for them. */
const clientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.malformedBody,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.malformedBody,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.requestTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.malformedBody,
  FST_REQ_FILE_TOO_LARGE: messages.requestTooLarge,
  FST_FILES_LIMIT: messages.requestTooLarge,
  FST_PARTS_LIMIT: messages.requestTooLarge,
  FST_FIELDS_LIMIT: messages.requestTooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: messages.unsupportedMediaType,
};

function fieldName(path: string, context: string | undefined): string {
  const name = path.replace(/^\//, '').replaceAll('/', '.');
  return name || context || 'request';
}

/**
 * One place turns every failure into the shapes of spec 1 §8. Client mistakes are logged
 * without a stack; a 5xx never leaks anything but the generic message.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500)
        request.log.warn({ code: error.code, err: error.cause }, 'service unavailable');
      else request.log.info({ code: error.code, status: error.status }, 'request refused');
      if (error.headers) void reply.headers(error.headers);
      if (error.code === 'validation') return reply.code(400).send({ errors: error.fieldErrors ?? {} });
      if (!error.message) return reply.code(error.status).send();
      return reply.code(error.status).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const v of error.validation) {
        const key = fieldName(v.instancePath, error.validationContext);
        (errors[key] ??= []).push(v.message ?? messages.unprecedented);
      }
      request.log.info({ fields: Object.keys(errors) }, 'validation failed');
      return reply.code(400).send({ errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error.cause }, 'response did not match its schema');
      return reply.code(500).send({ message: messages.unprecedented });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      const message =
        (error.code && clientErrors[error.code]) ??
        (status === 429 ? messages.tooManyAttempts : messages.unprecedented);
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.code(500).send({ message: messages.unprecedented });
  });
}

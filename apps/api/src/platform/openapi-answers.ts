import { STATUS_CODES } from 'node:http';
import {
  documentContentTypes,
  errorStatuses,
  fieldErrorsAnswer,
  MAX_DOCUMENT_BYTES,
  messageAnswer,
  type EndpointConfig,
  type ErrorStatus,
} from '@console/contract';
import { z } from 'zod';

/** A JSON object of the document (schemas, responses, request bodies). */
export type Json = Record<string, unknown>;

/** A zod schema as the document's JSON Schema (2020-12, as OpenAPI 3.1 reads it). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return json;
}

const ref = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });
const messageBody = (schema: Json = ref('schemas', 'Message')) => ({
  'application/json': { schema },
});

/** The shared error answers, one per status, named as the components that operations point to. */
const errorAnswers: Record<ErrorStatus, { name: string; response: Json }> = {
  400: {
    name: 'BadRequest',
    response: {
      description:
        'Validation: { errors: { field: [messages] } }, every refused field with its messages. ' +
        'Or a business rule, or a body that cannot be read: { message }.',
      content: messageBody({ anyOf: [ref('schemas', 'FieldErrors'), ref('schemas', 'Message')] }),
    },
  },
  401: {
    name: 'Unauthorized',
    response: {
      description:
        'No live session (no token, an ended or expired session) or, at sign-in, credentials refused. ' +
        'The body may be empty.',
      content: messageBody(),
    },
  },
  403: {
    name: 'Forbidden',
    response: {
      description:
        'The caller lacks the permission, the session is read-only (view-as), the password must be ' +
        "changed first, or the record is outside the caller's scope.",
      content: messageBody(),
    },
  },
  404: {
    name: 'NotFound',
    response: {
      description: 'The record, or one the request names, does not exist.',
      content: messageBody(),
    },
  },
  409: {
    name: 'Conflict',
    response: {
      description: 'The rowVersion sent is stale (read the record again), or the value is already taken.',
      content: messageBody(),
    },
  },
  413: {
    name: 'PayloadTooLarge',
    response: {
      description: `The body is too large (JSON: 1 MiB; uploads: ${MAX_DOCUMENT_BYTES} bytes of file).`,
      content: messageBody(),
    },
  },
  415: {
    name: 'UnsupportedMediaType',
    response: {
      description: `The body's media type is not accepted; an upload's file is not ${documentContentTypes.join(', ')}.`,
      content: messageBody(),
    },
  },
  429: {
    name: 'TooManyRequests',
    response: {
      description: 'Too many attempts: wait before trying again.',
      headers: {
        'Retry-After': {
          description: 'Seconds to wait, when the limit is counted per address.',
          schema: { type: 'integer', minimum: 0 },
        },
      },
      content: messageBody(),
    },
  },
  503: {
    name: 'ServiceUnavailable',
    response: {
      description:
        "A system the operation needs (the bank's core, the database) did not answer: try again later.",
      content: messageBody(),
    },
  },
};

/** The components the operations point to: the two error bodies and one response per status. */
export const errorComponents = () => ({
  schemas: {
    FieldErrors: jsonSchema(fieldErrorsAnswer, 'output'),
    Message: jsonSchema(messageAnswer, 'output'),
  },
  responses: Object.fromEntries(Object.values(errorAnswers).map((a) => [a.name, a.response])),
});

/** The error answers of one operation, as references to the shared responses. */
export const errorResponses = (endpoint: EndpointConfig): Record<string, Json> =>
  Object.fromEntries(errorStatuses(endpoint).map((s) => [String(s), ref('responses', errorAnswers[s].name)]));

/** The success answer where the route schema cannot say it: no content, or a file. */
export function successResponse(endpoint: EndpointConfig): Json | null {
  if (endpoint.success === 204) return { description: 'Done: no content.' };
  if (endpoint.responseKind !== 'blob') return null;
  return {
    description: 'The file; Content-Type names its type and Content-Disposition its name.',
    content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
  };
}

/** The standard text of a status, for the answers the route schemas leave without one. */
export const statusText = (status: string) => STATUS_CODES[Number(status)] ?? 'Answer';

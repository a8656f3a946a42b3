import {
  API_BASE,
  documentContentTypes,
  operationIds,
  usersApi,
  type EndpointConfig,
} from '@console/contract';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../kernel/config.ts';
import {
  errorComponents,
  errorResponses,
  jsonSchema,
  statusText,
  successResponse,
  type Json,
} from './openapi-answers.ts';

/** The server of every operation: the document's paths are relative to it, as the contract's are. */
export const API_SERVER = API_BASE.replace(/\/$/, '');

interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: Json;
  responses: Record<string, Json>;
}

/** An id for a route that no contract area exports (tests declare endpoints of their own). */
const idFromPath = (e: EndpointConfig) =>
  e.method.toLowerCase() +
  e.path.replace(/(?:^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A form field is text or absent, never null: the JSON body's null branches do not apply. */
function withoutNull(schema: Json): Json {
  const anyOf = schema.anyOf as Json[] | undefined;
  if (!anyOf) return schema;
  const kept = anyOf.filter((s) => s.type !== 'null').map(withoutNull);
  const { anyOf: _, ...rest } = schema;
  return kept.length === 1 ? { ...rest, ...kept[0] } : { ...rest, anyOf: kept };
}

/** The multipart body of an upload: the declared fields, as text, and one file. */
function multipartBody(fields: z.ZodType): Json {
  const json = jsonSchema(fields, 'input') as { properties?: Record<string, Json>; required?: string[] };
  const properties = Object.entries(json.properties ?? {}).map(([k, v]): [string, Json] => [
    k,
    withoutNull(v),
  ]);
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            ...Object.fromEntries(properties),
            file: { type: 'string', format: 'binary', description: 'The document: PDF, JPEG or PNG.' },
          },
          required: [...(json.required ?? []), 'file'],
        },
        encoding: { file: { contentType: documentContentTypes.join(', ') } },
      },
    },
  };
}

/** What the route schemas cannot say of an operation, from its declaration in the contract. */
function describeOperation(op: Operation, endpoint: EndpointConfig): void {
  op.security = endpoint.access.kind === 'public' ? [] : [{ bearer: [] }];
  if (endpoint.bodyKind === 'multipart' && endpoint.body) op.requestBody = multipartBody(endpoint.body);
  const content = op.requestBody?.content as Record<string, Json> | undefined;
  if (endpoint.bodyKind === 'form' && op.requestBody && content)
    op.requestBody.content = { 'application/x-www-form-urlencoded': Object.values(content)[0] ?? {} };
  const success = successResponse(endpoint);
  if (success) {
    // In place of the answer the plugin makes up for a route without a response schema.
    delete op.responses['200'];
    op.responses[String(endpoint.success)] = success;
  }
  for (const [status, response] of Object.entries(op.responses))
    if (response.description === 'Default Response') response.description = statusText(status);
  Object.assign(op.responses, errorResponses(endpoint));
}

/** Puts the configured password policy where the contract marks a new password. */
function statePasswordPolicy(node: unknown, policy: Config['passwordPolicy']): void {
  if (typeof node !== 'object' || node === null) return;
  const json = node as Json;
  if (json[usersApi.PASSWORD_POLICY] === true) {
    delete json[usersApi.PASSWORD_POLICY];
    Object.assign(json, {
      minLength: policy.minLength,
      maxLength: policy.maxLength,
      description:
        `The password policy: ${policy.minLength} to ${policy.maxLength} characters, not a common ` +
        'password, not the user name, not one character repeated. A refusal answers 400 with its reason.',
    });
  }
  for (const child of Object.values(json)) statePasswordPolicy(child, policy);
}

/**
 * The plugin's two hooks: each route's schema is converted from zod and named by the contract's
 * export, then the whole document gets what only the contract's declarations know (security,
 * upload bodies, file and empty answers, the error answers) and the server's password policy.
 */
export function documentHooks(policy: Config['passwordPolicy']): {
  transform: SwaggerTransform;
  transformObject: SwaggerTransformObject;
} {
  const ids = operationIds();
  const byOperation = new Map<string, EndpointConfig>();
  const transform: SwaggerTransform = (input) => {
    const { schema, url } = jsonSchemaTransform(input);
    const endpoint = input.route.config?.endpoint;
    if (!endpoint) return { schema, url };
    const operationId = ids.get(endpoint) ?? idFromPath(endpoint);
    byOperation.set(operationId, endpoint);
    return { schema: { ...schema, operationId }, url: url.slice(API_SERVER.length) };
  };
  const transformObject: SwaggerTransformObject = (input) => {
    if (!('openapiObject' in input)) throw new Error('The API document is OpenAPI 3');
    const doc = input.openapiObject as Json & {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Json; responses?: Json };
    };
    for (const item of Object.values(doc.paths))
      for (const op of Object.values(item)) {
        const endpoint = byOperation.get(op.operationId ?? '');
        if (endpoint) describeOperation(op, endpoint);
      }
    const errors = errorComponents();
    doc.components = {
      ...doc.components,
      schemas: { ...doc.components?.schemas, ...errors.schemas },
      responses: errors.responses,
    };
    statePasswordPolicy(doc, policy);
    return doc;
  };
  return { transform, transformObject };
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ApiDocsMode } from '../config.ts';
import { fail } from './errors.ts';
import type { Authenticator } from './session-user.ts';

/** Where the reference page and the document (`/json`, `/yaml`) are served. */
export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI 3 generated from the route schemas, with an interactive reference at /api/docs:
 * served to anyone, only to a request with a live session's bearer token, or not at all.
 */
export async function installOpenApi(
  app: FastifyInstance,
  mode: ApiDocsMode,
  auth: Authenticator,
): Promise<void> {
  if (mode === 'off') return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Back-office console API',
        version: '1.0.0',
        description:
          'Every path is relative to /api/api/. Lists take page (from 0) and size (default 10) and answer ' +
          '{ items, page, size, totalItems, totalPages }. Errors: 400 { errors: { field: [messages] } } for ' +
          'validation, 400 { message } for a business rule, 401, 403, 404, 409 (stale rowVersion or duplicate), ' +
          '429, 503 (core banking unreachable).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  const signedIn: onRequestHookHandler = (request, _reply, done) => {
    auth.authenticate(request).then(
      (user) => done(user ? undefined : fail.unauthenticated()),
      (err: Error) => done(err),
    );
  };
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    ...(mode === 'authenticated' ? { uiHooks: { onRequest: signedIn } } : {}),
  });
}

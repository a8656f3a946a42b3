import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ApiDocsMode, Config } from '../kernel/config.ts';
import { fail } from '../kernel/errors.ts';
import { API_SERVER, documentHooks } from './openapi-document.ts';
import type { Authenticator } from '../kernel/session-user.ts';

/** Where the reference page and the document (`/json`, `/yaml`) are served. */
export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI 3.1 generated from the contract's declarations, with an interactive reference at
 * /api/docs: served to anyone, only to a request with a live session's bearer token, or not at
 * all. The password policy is the server's configured one.
 */
export async function installOpenApi(
  app: FastifyInstance,
  mode: ApiDocsMode,
  auth: Authenticator,
  passwordPolicy: Config['passwordPolicy'],
): Promise<void> {
  if (mode === 'off') return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Back-office console API',
        version: '1.0.0',
        description:
          'Every path is relative to the server, /api/api. Sign in with POST /auth, then send the token as ' +
          'a bearer token. Lists take page (from 0) and size (default 10) and answer ' +
          '{ items, page, size, totalItems, totalPages, totalAtLeast }; totalAtLeast is true when counting ' +
          'stopped at a bound and more rows match (a name search of a very common word). Each operation lists the errors it can answer: ' +
          '400 { errors: { field: [messages] } } for validation or { message } for a business rule, 401, ' +
          '403, 404, 409 (stale rowVersion or duplicate), 413, 415, 429 and 503 (core banking unreachable).',
      },
      servers: [{ url: API_SERVER, description: 'This server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    ...documentHooks(passwordPolicy),
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

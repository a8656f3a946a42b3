import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the route schemas, with an interactive reference at /api/docs. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

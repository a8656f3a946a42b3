import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { BlobStore } from './platform/blob-store.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { loggerOptions, requestIdOptions } from './platform/logger.ts';
import { installOpenApi } from './platform/openapi.ts';
import { registerRoutes, type RouteDefinition } from './platform/routes.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { noAuthenticator } from './platform/session-user.ts';
import { installWeb } from './platform/web.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  blobs: BlobStore;
  clock?: Clock;
  /** Where logs go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Further routes (tests declare their own endpoints to exercise the platform). */
  extraRoutes?: RouteDefinition[];
  /** Serve the built SPA (off in API tests). */
  serveWeb?: boolean;
}

/** Builds the whole product: platform plugins, then every area's routes, then the SPA. */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; routes: RouteDefinition[] }> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    ...requestIdOptions,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  installSecurityHeaders(app);
  installErrorHandler(app);
  await installOpenApi(app);

  void (deps.clock ?? systemClock);
  const routes: RouteDefinition[] = [...healthRoutes(database), ...(deps.extraRoutes ?? [])];
  registerRoutes(app, routes, noAuthenticator, { sandbox: config.coreBanking === 'sandbox' });

  await installWeb(app, deps.serveWeb === false ? null : config.webDist);
  app.addHook('onClose', () => database.close());
  return { app, routes };
}

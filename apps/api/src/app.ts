import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { messages } from '@console/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { activityRoutes } from './modules/reports/activity.routes.ts';
import { RolesService } from './modules/roles/roles.service.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { UsersService } from './modules/users/users.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { SessionAuthenticator } from './platform/auth/authenticator.ts';
import { SecretBox } from './platform/auth/secret-box.ts';
import { TokenService } from './platform/auth/tokens.ts';
import type { BlobStore } from './platform/blob-store.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { installErrorHandler } from './platform/error-handler.ts';
import { loggerOptions, requestIdOptions } from './platform/logger.ts';
import { installOpenApi } from './platform/openapi.ts';
import { registerRoutes, type RouteDefinition } from './platform/routes.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
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
  const db = database.db;
  const clock = deps.clock ?? systemClock;
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
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: messages.tooManyAttempts,
      retryAfter: context.after,
    }),
  });
  await installOpenApi(app);

  const tokens = new TokenService(config.jwtSecret);
  const box = new SecretBox(config.dataEncryptionKey);
  const authenticator = new SessionAuthenticator(db, tokens, clock);
  const signInLimit = { max: config.authRateLimit, timeWindow: 60_000 };

  const routes: RouteDefinition[] = [
    ...healthRoutes(database),
    ...authRoutes(new AuthService({ db, config, clock, tokens, box }), signInLimit),
    ...usersRoutes(new UsersService({ db, config, clock, tokens })),
    ...rolesRoutes(new RolesService({ db, clock })),
    ...organizationsRoutes(db),
    ...activityRoutes(db, clock),
    ...(deps.extraRoutes ?? []),
  ];
  registerRoutes(app, routes, authenticator, { sandbox: config.coreBanking === 'sandbox' });

  await installWeb(app, deps.serveWeb === false ? null : config.webDist);
  app.addHook('onClose', () => database.close());
  return { app, routes };
}

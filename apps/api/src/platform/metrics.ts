import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { messages } from '@console/contract';
import type { Config } from '../kernel/config.ts';
import type { PoolStats } from '../db/client.ts';
import { bearerToken } from './auth/bearer.ts';
import { AppError, fail } from '../kernel/errors.ts';

/** Where Prometheus scrapes, outside the API's own paths. */
export const METRICS_PATH = '/metrics';

/** How a core call failed: a business refusal, an unreachable core, or no answer in time. */
export type CoreFailure = 'refused' | 'unavailable' | 'timeout';

/** What the core guard reports of every call it makes. */
export interface CoreCallMetrics {
  observe(operation: string, seconds: number, failure?: CoreFailure): void;
}

export interface Metrics {
  /** The process's one registry: other parts (the job queue) register their metrics on it too. */
  readonly registry: Registry;
  readonly coreCalls: CoreCallMetrics;
  /** One answered request; `route` is the route's pattern, never the path asked for. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

/**
 * The metrics of one process: HTTP requests by route pattern, the database pool read at each
 * scrape, core calls, and Node's own process metrics.
 */
export function createMetrics(database: { poolStats(): PoolStats }): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process by state: total, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const coreDuration = new Histogram({
    name: 'core_call_duration_seconds',
    help: 'Time of core-banking calls, failed ones included, up to the time limit.',
    labelNames: ['operation'] as const,
    registers,
  });
  const coreErrors = new Counter({
    name: 'core_call_errors_total',
    help: 'Failed core-banking calls by kind: refused (a business refusal), unavailable, timeout.',
    labelNames: ['operation', 'kind'] as const,
    registers,
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered HTTP requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      requestDuration.observe({ method, route }, seconds);
    },
    coreCalls: {
      observe(operation, seconds, failure) {
        coreDuration.observe({ operation }, seconds);
        if (failure) coreErrors.inc({ operation, kind: failure });
      },
    },
  };
}

/**
 * Who may read the metrics on the API's own port: anyone (a demo), the holder of the token, or
 * nobody (they are served on a port of their own, or it is production without a token).
 */
type MetricsAccess = { kind: 'open' } | { kind: 'token'; token: string } | { kind: 'elsewhere' };

function metricsAccess(config: Config): MetricsAccess {
  if (config.metrics.port !== undefined) return { kind: 'elsewhere' };
  if (config.metrics.token) return { kind: 'token', token: config.metrics.token };
  // Note: the figures tell an attacker what runs and how busy it is; production shows them only
  // with the token.
  return config.production ? { kind: 'elsewhere' } : { kind: 'open' };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time: equal-length digests, whatever the lengths of the tokens. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = bearerToken(header) ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Counts every answered request by its route pattern (a path with a phone number in it counts
 * under the pattern, never under the number) and serves the metrics at /metrics.
 */
export function installMetrics(app: FastifyInstance, metrics: Metrics, config: Config): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const access = metricsAccess(config);
  // Declared even when closed here, so the web's page fallback never answers this path.
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (access.kind === 'elsewhere') throw fail.notFound(messages.notFoundRoute);
    if (access.kind === 'token' && !bearerMatches(request.headers.authorization, access.token))
      throw new AppError('unauthenticated', '', undefined, { 'www-authenticate': 'Bearer' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/**
 * Serves the metrics alone on a private port (METRICS_PORT), with no token: whoever reaches
 * that port is trusted, so it is not one the public reaches.
 */
export async function serveMetrics(metrics: Metrics, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

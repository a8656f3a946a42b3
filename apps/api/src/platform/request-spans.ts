import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_HEADER,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const open = new WeakMap<FastifyRequest, Span>();

function finish(request: FastifyRequest, status: number | null): void {
  const span = open.get(request);
  if (!span) return;
  open.delete(request);
  if (status === null) span.setStatus({ code: SpanStatusCode.ERROR, message: 'client went away' });
  else {
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
    // A 4xx is the caller's mistake, not a failure of the server (OpenTelemetry's HTTP conventions).
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/**
 * A server span for every request, named by its route pattern and active while the request's hooks
 * and handler run, so that the database, core and job spans hang under it.
 * Note: the span never holds the address as sent, only the route's pattern: customers' mobile
 * numbers travel in paths and queries. An incoming `traceparent` is continued only behind a
 * trusted proxy (TRUST_PROXY); from anyone else it would let a caller choose our trace ids and
 * force sampling.
 */
export function installRequestSpans(app: FastifyInstance, tracer: Tracer, trustIncoming: boolean): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const parent = trustIncoming ? propagation.extract(ROOT_CONTEXT, request.headers) : ROOT_CONTEXT;
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          [ATTR_HTTP_REQUEST_METHOD]: request.method,
          ...(route ? { [ATTR_HTTP_ROUTE]: route } : {}),
          [ATTR_HTTP_RESPONSE_HEADER('x-request-id')]: [request.id],
        },
      },
      parent,
    );
    open.set(request, span);
    // Fastify carries this context through the body's reading to the handler and its replies.
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    finish(request, reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    finish(request, null);
    done();
  });
}

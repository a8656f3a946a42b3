import { Writable } from 'node:stream';
import { SpanKind, trace, type Span } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, requestIdOptions } from '../kernel/logger.ts';
import { installRequestSpans } from './request-spans.ts';
import { activeTracer, startTelemetry, stopTelemetry } from '../kernel/telemetry.ts';

const memory = new InMemorySpanExporter();
const incoming = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
const logs: string[] = [];
let seen: Span | undefined;

async function server(trustIncoming: boolean): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(
      'info',
      new Writable({
        write(chunk: Buffer, _enc, done) {
          logs.push(chunk.toString());
          done();
        },
      }),
      true,
    ),
    ...requestIdOptions,
  });
  installRequestSpans(app, activeTracer()!, trustIncoming);
  app.post('/things/:phone', async (request) => {
    // After the body was read from the socket, as a handler that awaits its own work.
    await new Promise((resolve) => setTimeout(resolve, 5));
    seen = trace.getActiveSpan();
    request.log.info('handled');
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

/** A JSON body sent in two parts with a pause between: the server reads it from socket events. */
function slowBody(): ReadableStream<Uint8Array> {
  const parts = ['{"note":', '"a body in two parts"}'].map((p) => new TextEncoder().encode(p));
  return new ReadableStream({
    async pull(controller) {
      const part = parts.shift();
      if (!part) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      controller.enqueue(part);
    },
  });
}

const post = (app: FastifyInstance, path: string, headers: Record<string, string> = {}) => {
  const { port } = app.server.address() as { port: number };
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: slowBody(),
    duplex: 'half',
  });
};

let untrusted: FastifyInstance;
let trusted: FastifyInstance;
beforeAll(async () => {
  startTelemetry([new SimpleSpanProcessor(memory)]);
  untrusted = await server(false);
  trusted = await server(true);
});
afterAll(async () => {
  await untrusted.close();
  await trusted.close();
  await stopTelemetry();
});

describe('request spans over HTTP', () => {
  it('keep the span active in the handler after the body is read, and in its log lines', async () => {
    memory.reset();
    logs.length = 0;
    const res = await post(untrusted, '/things/252615550001');
    expect(res.status).toBe(200);
    const [span] = memory.getFinishedSpans();
    expect(span?.kind).toBe(SpanKind.SERVER);
    expect(span?.name).toBe('POST /things/:phone');
    expect(seen?.spanContext().spanId).toBe(span?.spanContext().spanId);
    const lines = logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.msg === 'handled')).toMatchObject({
      trace_id: span?.spanContext().traceId,
      span_id: span?.spanContext().spanId,
      reqId: lines[0]?.reqId,
    });
    expect(JSON.stringify(memory.getFinishedSpans().map((s) => [s.name, s.attributes]))).not.toContain(
      '252615550001',
    );
  });

  it('start a new trace from an outside caller and continue one only behind a trusted proxy', async () => {
    memory.reset();
    await post(untrusted, '/things/1', { traceparent: incoming });
    await post(trusted, '/things/1', { traceparent: incoming });
    const [fromOutside, fromProxy] = memory.getFinishedSpans();
    expect(fromOutside?.parentSpanContext).toBeUndefined();
    expect(fromOutside?.spanContext().traceId).not.toBe('0af7651916cd43dd8448eb211c80319c');
    expect(fromProxy?.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(fromProxy?.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
  });

  it('name a request no route matched by its method alone', async () => {
    memory.reset();
    const res = await post(untrusted, '/nothing/252615550001');
    expect(res.status).toBe(404);
    const [span] = memory.getFinishedSpans();
    expect(span?.name).toBe('POST');
    expect(span?.attributes['http.route']).toBeUndefined();
    expect(span?.attributes['http.response.status_code']).toBe(404);
  });
});

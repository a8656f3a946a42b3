import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CORE, type SandboxCore } from '../core-banking/sandbox/index.ts';
import { bearer, seed, tokenFor } from '../test/auth-helpers.ts';
import { createAppWithCore } from '../test/core-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { startTelemetry, stopTelemetry, traceCarrier, traced, withTraceCarrier } from './telemetry.ts';

const org = DEMO_CORE.org.id;
const mobile = DEMO_CORE.onePhone.replace('+', '');
const inquiry = `/api/api/Customers/InquiryByPhone/${org}/${mobile}`;

interface Line {
  reqId?: string;
  trace_id?: string;
  span_id?: string;
  msg: string;
}
const logLines = (t: TestApp) =>
  t.logs
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

/** The embedded database's client or the pg Pool under Drizzle. */
const driverClient = (t: TestApp) => (t.database.db as unknown as { $client: object }).$client;

describe('with tracing off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t);
  });
  afterAll(() => t.close());

  it('leaves the driver as it is, makes no spans and logs no trace ids', async () => {
    // Tracing wraps `query` and `exec` in an own property of the client; off, they are its class's.
    expect(Object.hasOwn(driverClient(t), 'query')).toBe(false);
    expect(Object.hasOwn(driverClient(t), 'exec')).toBe(false);
    const admin = await tokenFor(t, 'admin');
    const res = await t.app.inject({ url: inquiry, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(t.logs.join('')).not.toContain('trace_id');
    expect(await traced('work', {}, () => Promise.resolve(trace.getActiveSpan()))).toBeUndefined();
    expect(traceCarrier()).toEqual({});
  });
});

describe('with tracing on', () => {
  const memory = new InMemorySpanExporter();
  let t: TestApp;
  let core: SandboxCore;
  let admin: string;

  beforeAll(async () => {
    startTelemetry([new SimpleSpanProcessor(memory)]);
    ({ t, core } = await createAppWithCore());
    await seed(t);
    admin = await tokenFor(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await stopTelemetry();
  });

  /** The spans of one request: its server span and every span under it. */
  async function request(url: string): Promise<{ server: ReadableSpan; under: ReadableSpan[]; id: string }> {
    memory.reset();
    t.logs.length = 0;
    const res = await t.app.inject({ url, headers: bearer(admin) });
    const spans = memory.getFinishedSpans();
    const servers = spans.filter((s) => s.kind === SpanKind.SERVER);
    expect(servers).toHaveLength(1);
    const server = servers[0]!;
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    const reachesServer = (s: ReadableSpan): boolean => {
      const parent = s.parentSpanContext && byId.get(s.parentSpanContext.spanId);
      return parent === server || (parent !== undefined && reachesServer(parent));
    };
    const under = spans.filter((s) => s !== server && reachesServer(s));
    for (const s of under) expect(s.spanContext().traceId).toBe(server.spanContext().traceId);
    return { server, under, id: String(res.headers['x-request-id']) };
  }

  it('spans a request by its route pattern, with its database statements and core calls under it', async () => {
    const { server, under, id } = await request(inquiry);
    expect(server.name).toBe('GET /api/api/Customers/InquiryByPhone/:org/:mobile');
    expect(server.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/api/api/Customers/InquiryByPhone/:org/:mobile',
      'http.response.status_code': 200,
      'http.response.header.x-request-id': [id],
    });
    expect(server.status.code).toBe(SpanStatusCode.UNSET);

    const statements = under.filter((s) => s.name === 'db.query');
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) {
      expect(s.kind).toBe(SpanKind.CLIENT);
      expect(s.attributes).toMatchObject({ 'db.system': 'postgresql', 'db.system.name': 'postgresql' });
      expect(s.attributes['db.operation.name']).toMatch(/^[A-Z]+$/);
    }
    const calls = under.filter((s) => s.name.startsWith('core.'));
    expect(calls.map((s) => s.name)).toContain('core.findCustomersByPhone');
    // The sandbox core keeps its books in the database: its statements sit under its call.
    const call = calls.find((s) => s.name === 'core.findCustomersByPhone')!;
    expect(statements.some((s) => s.parentSpanContext?.spanId === call.spanContext().spanId)).toBe(true);

    const everything = JSON.stringify(memory.getFinishedSpans().map((s) => [s.name, s.attributes, s.events]));
    expect(everything).not.toContain(mobile);
    expect(everything).not.toContain(mobile.slice(-7));
  });

  it('writes the trace and span ids into the log lines of the request', async () => {
    const { server, id } = await request(inquiry);
    const lines = logLines(t).filter((l) => l.trace_id);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.trace_id).toBe(server.spanContext().traceId);
      expect(line.reqId).toBe(id);
    }
  });

  it('marks a failing core call and its request failed, with the kind of error only', async () => {
    await core.setOutage(true);
    try {
      const { server, under } = await request(inquiry);
      expect(server.attributes['http.response.status_code']).toBe(503);
      expect(server.status.code).toBe(SpanStatusCode.ERROR);
      const call = under.find((s) => s.name === 'core.findCustomersByPhone')!;
      expect(call.status.code).toBe(SpanStatusCode.ERROR);
      expect(call.attributes['error.type']).toBe('unavailable');
      expect(call.events.map((e) => e.attributes)).toEqual([{ 'exception.type': 'unavailable' }]);
    } finally {
      await core.setOutage(false);
    }
  });

  it('continues a trace in queued work through its carrier', async () => {
    memory.reset();
    const carrier = await traced('queue', {}, () => Promise.resolve(traceCarrier()));
    expect(carrier.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const job = await context.with(ROOT_CONTEXT, () =>
      withTraceCarrier(carrier, 'job.run', { 'job.name': 'test' }, () =>
        Promise.resolve(trace.getActiveSpan()),
      ),
    );
    const [queue, run] = memory.getFinishedSpans();
    expect(queue?.name).toBe('queue');
    expect(run?.spanContext().spanId).toBe(job?.spanContext().spanId);
    expect(run?.kind).toBe(SpanKind.CONSUMER);
    expect(run?.spanContext().traceId).toBe(queue?.spanContext().traceId);
    expect(run?.parentSpanContext?.spanId).toBe(queue?.spanContext().spanId);
  });

  it('runs a job queued by a request in the trace of that request: request → job → core', async () => {
    const cards = await tokenFor(t, 'cards');
    const checker = await tokenFor(t, 'cards.checker');
    const call = (url: string, token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/api/${url}`, headers: bearer(token), payload });
    let row = (
      await call('Accounts/Cards/Requisitions', cards, {
        organizationId: org,
        accountNumber: DEMO_CORE.accountWithCards,
        productType: 'Visa Gold',
        cardType: 'Debit',
      })
    ).json<{ id: string; rowVersion: number }>();
    row = (
      await call('Accounts/Cards/RequisitionStatusChange', checker, {
        requestType: 'Card',
        requestId: row.id,
        status: 'Approved',
        rowVersion: row.rowVersion,
      })
    ).json();
    memory.reset();
    await call('Accounts/Cards/RequisitionStatusChange', checker, {
      requestType: 'Card',
      requestId: row.id,
      status: 'Completed',
      rowVersion: row.rowVersion,
    });
    const [server] = memory.getFinishedSpans().filter((s) => s.kind === SpanKind.SERVER);
    memory.reset();
    await context.with(ROOT_CONTEXT, () => t.jobs.runDue());
    const spans = memory.getFinishedSpans();
    const job = spans.find((s) => s.name === 'job.fulfil-card-requisition')!;
    expect(job.kind).toBe(SpanKind.CONSUMER);
    expect(job.spanContext().traceId).toBe(server!.spanContext().traceId);
    const issue = spans.find((s) => s.name === 'core.issueCard')!;
    expect(issue.spanContext().traceId).toBe(server!.spanContext().traceId);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint, messages, publicAccess } from '@console/contract';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { route } from '../kernel/routes.ts';

const echo = endpoint({
  method: 'POST',
  path: 'Echo',
  summary: 'Echo',
  tags: ['Test'],
  access: publicAccess,
  body: z.object({ name: z.string().min(1, 'Name is required') }),
  response: z.object({ name: z.string() }),
  success: 201,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: { extraRoutes: [route(echo, ({ body }) => Promise.resolve({ name: body.name }))] },
  });
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/api/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', queue: { waiting: 0, oldestSeconds: 0 }, core: 'ok' });
  });

  it('answers 503 on readiness when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ url: '/api/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: messages.unavailable });
    await other.app.close().catch(() => undefined);
  });

  it('lets work under way finish before the database closes, even when its client has gone', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    const slow = endpoint({ ...echo, method: 'GET', path: 'Slow', body: undefined, success: 200 });
    const other = await createTestApp({
      deps: {
        extraRoutes: [
          route(slow, async () => {
            await gate;
            await other.database.ping();
            finished = true;
            return { name: 'done' };
          }),
        ],
      },
    });
    const address = await other.app.listen({ host: '127.0.0.1', port: 0 });
    const client = new AbortController();
    const answer = fetch(`${address}/api/api/Slow`, { signal: client.signal }).catch(() => 'gone');
    await new Promise((r) => setTimeout(r, 100));
    client.abort();
    expect(await answer).toBe('gone');
    const closed = other.app.close();
    await new Promise((r) => setTimeout(r, 100));
    release();
    await closed;
    expect(finished).toBe(true);
  });

  it('sets the security headers of OWASP ASVS 3.4 on API answers', async () => {
    const res = await t.app.inject({ url: '/api/api/health' });
    const hsts = /max-age=(\d+)/.exec(String(res.headers['strict-transport-security']));
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(31536000);
    const csp = String(res.headers['content-security-policy']);
    for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(part);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a malformed JSON body with 400 and logs no stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api/Echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.json()).toEqual({ message: messages.malformedBody });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(t.logs.join('')).not.toMatch(/"stack"|\n\s+at /);
  });

  it('answers 4xx to a wrong content type and to a 10 MiB body', async () => {
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/api/Echo',
      headers: { 'content-type': 'application/x-foo' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ message: messages.unsupportedMediaType });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/api/Echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(t.logs.join('')).not.toMatch(/"stack"|\n\s+at /);
  });

  it('answers validation failures as a map of field messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/api/Echo', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { name: ['Name is required'] } });
    const ok = await t.app.inject({ method: 'POST', url: '/api/api/Echo', payload: { name: 'x' } });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses unknown query fields', async () => {
    const res = await t.app.inject({ url: '/api/api/health?debug=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('errors');
  });

  it('answers 404 with a message for an unknown API path', async () => {
    const res = await t.app.inject({ url: '/api/api/NoSuchThing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.notFoundRoute });
  });

  it('serves the OpenAPI document and its reference page', async () => {
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    // Paths are relative to the document's server, /api/api.
    expect(doc.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty('/health');
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@console/contract';
import { DEMO_CORE } from '../core-banking/sandbox/index.ts';
import { bearer, seed, tokenFor } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { serveMetrics } from './metrics.ts';

/** The value of the sample of `name` whose labels include `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = new Map([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => has.get(k) === v)) return Number(match[3]);
  }
  return undefined;
}

const TOKEN = 'metrics-token-0123456789';
const ORG = DEMO_CORE.org.id;
const INQUIRY_ROUTE = '/api/api/Customers/InquiryByPhone/:org/:mobile';

describe('metrics on the API port, outside production', () => {
  let t: TestApp;
  let officer: string;
  let admin: string;
  const scrape = async () => (await t.app.inject({ url: '/metrics' })).body;
  const inquiry = () =>
    t.app.inject({
      url: `/api/api/Customers/InquiryByPhone/${ORG}/${encodeURIComponent(DEMO_CORE.onePhone)}`,
      headers: bearer(officer),
    });
  const switchTo = (mode: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/api/Sandbox/CoreFaults',
      headers: bearer(admin),
      payload: { mode },
    });

  beforeAll(async () => {
    t = await createTestApp({ config: { CORE_TIMEOUT_MS: '1000' } });
    await seed(t);
    officer = await tokenFor(t, 'officer');
    admin = await tokenFor(t, 'admin');
  });
  afterAll(() => t.close());

  it('answers the text format to anyone', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(t.metrics.registry.contentType);
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(sample(res.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(res.body, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(res.body, 'db_pool_connections', { state: 'waiting' })).toBe(0);
  });

  it('counts requests by route pattern, never by the phone number in the path', async () => {
    const labels = { method: 'GET', route: INQUIRY_ROUTE, status: '200' };
    const before = sample(await scrape(), 'http_requests_total', labels) ?? 0;
    expect((await inquiry()).statusCode).toBe(200);
    expect((await inquiry()).statusCode).toBe(200);
    await t.app.inject({ url: '/api/api/No/Such/Route/252615550001' });
    const text = await scrape();
    expect(sample(text, 'http_requests_total', labels)).toBe(before + 2);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: INQUIRY_ROUTE })).toBe(
      before + 2,
    );
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('5550001');
  });

  it('times core calls and counts their failures by kind, through the fault switch', async () => {
    const call = { operation: 'findCustomersByPhone' };
    const kind = (k: string) => ({ ...call, kind: k });
    const before = sample(await scrape(), 'core_call_duration_seconds_count', call) ?? 0;
    await inquiry();
    let text = await scrape();
    expect(sample(text, 'core_call_duration_seconds_count', call)).toBe(before + 1);
    expect(sample(text, 'core_call_errors_total', kind('unavailable'))).toBeUndefined();

    await switchTo('down');
    expect((await inquiry()).statusCode).toBe(503);
    await switchTo('slow');
    expect((await inquiry()).statusCode).toBe(503);
    await switchTo('refuse');
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/api/MBankingSupport/BlockUser',
      headers: bearer(admin),
      payload: { userId: DEMO_CORE.mbankingUserId, reason: 'Lost phone' },
    });
    expect(block.statusCode).toBe(400);
    await switchTo('ok');

    text = await scrape();
    expect(sample(text, 'core_call_errors_total', kind('unavailable'))).toBe(1);
    expect(sample(text, 'core_call_errors_total', kind('timeout'))).toBe(1);
    expect(
      sample(text, 'core_call_errors_total', { operation: 'blockMobileBankingUser', kind: 'refused' }),
    ).toBe(1);
    expect(sample(text, 'core_call_duration_seconds_count', call)).toBe(before + 3);
  });
});

describe('access to the metrics', () => {
  it('needs the bearer token when one is set', async () => {
    const t = await createTestApp({ config: { METRICS_TOKEN: TOKEN } });
    try {
      const none = await t.app.inject({ url: '/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer');
      expect(none.body).toBe('');
      for (const header of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`])
        expect((await t.app.inject({ url: '/metrics', headers: { authorization: header } })).statusCode).toBe(
          401,
        );
      const res = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('http_requests_total');
      // The scheme whatever its case, as the API reads it (one reading of the header for both).
      for (const scheme of ['bearer', 'BEARER'])
        expect(
          (await t.app.inject({ url: '/metrics', headers: { authorization: `${scheme} ${TOKEN}` } }))
            .statusCode,
        ).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is closed in production without a token, even where the web app answers every other page', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>console</title>');
    const t = await createTestApp({
      config: { NODE_ENV: 'production', WEB_DIST: webDist },
      deps: { serveWeb: true },
    });
    try {
      expect((await t.app.inject({ url: '/customers' })).headers['content-type']).toMatch(/text\/html/);
      const res = await t.app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: messages.notFoundRoute });
    } finally {
      await t.close();
    }
  });

  it('is served in production with the token', async () => {
    const t = await createTestApp({ config: { NODE_ENV: 'production', METRICS_TOKEN: TOKEN } });
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('moves to a private port of its own with METRICS_PORT, without the token', async () => {
    const t = await createTestApp({ config: { METRICS_PORT: '9464', METRICS_TOKEN: TOKEN } });
    // The port the configuration names is the one main.ts opens; the test takes any free one.
    const server = await serveMetrics(t.metrics, '127.0.0.1', 0);
    try {
      const onApi = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
      expect(onApi.statusCode).toBe(404);
      await t.app.inject({ url: '/api/api/health' });
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(t.metrics.registry.contentType);
      const text = await res.text();
      expect(sample(text, 'http_requests_total', { route: '/metrics', status: '404' })).toBe(1);
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      server.close();
      await t.close();
    }
  });
});

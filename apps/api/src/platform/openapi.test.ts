import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seed, tokenFor } from '../test/auth-helpers.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';

const cspOf = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('API docs setting', () => {
  it('is public outside production and for signed-in users in production unless set', () => {
    expect(testConfig().apiDocs).toBe('public');
    expect(testConfig({ NODE_ENV: 'production' }).apiDocs).toBe('authenticated');
    expect(testConfig({ NODE_ENV: 'production', API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => testConfig({ API_DOCS: 'open' })).toThrow(/API_DOCS/);
  });
});

describe('API docs in public mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the page under its own policy, leaving the console policy strict', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const docs = cspOf(page);
    expect(directive(docs, 'script-src')).toBe("script-src 'self'");
    expect(directive(docs, 'default-src')).toBe("default-src 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    const initializer = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);

    const consolePolicy = cspOf(await t.app.inject({ url: '/' }));
    expect(directive(consolePolicy, 'script-src')).toBe("script-src 'self'");
    expect(consolePolicy).not.toBe(docs);
    expect(cspOf(await t.app.inject({ url: '/api/api/health' }))).toContain("default-src 'none'");
  });
});

describe('API docs for signed-in users only', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { API_DOCS: 'authenticated' } });
    await seed(t);
    token = await tokenFor(t, 'officer');
  });
  afterAll(() => t.close());

  it('answers 401 without a live session and serves the document and page with one', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      const forged = await t.app.inject({ url, headers: bearer(`${token}x`) });
      expect(forged.statusCode, url).toBe(401);
    }
    const doc = await t.app.inject({ url: '/api/docs/json', headers: bearer(token) });
    expect(doc.statusCode).toBe(200);
    expect(doc.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty('/api/api/health');
    expect((await t.app.inject({ url: '/api/docs/', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('refuses a token whose session has ended', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/api/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ url: '/api/docs/json', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('API docs switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { API_DOCS: 'off' } });
  });
  afterAll(() => t.close());

  it('serves neither the page nor the document', async () => {
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
  });
});

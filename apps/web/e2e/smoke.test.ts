import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  screenshot,
  startServer,
  type RunningBrowser,
  type RunningServer,
} from './harness.ts';

describe('smoke: production server and SPA', () => {
  let server: RunningServer | undefined;
  let browser: RunningBrowser | undefined;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const base = () => {
    if (!server) throw new Error('server did not start');
    return server.baseUrl;
  };

  it('answers GET /api/api/health with status ok', async () => {
    const res = await fetch(`${base()}/api/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the SPA html for an unknown deep link (history fallback)', async () => {
    const index = await fetch(`${base()}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    const indexHtml = await index.text();
    expect(indexHtml).toMatch(/<script[^>]+type="module"/);

    const deep = await fetch(`${base()}/customers/abc`, { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toMatch(/text\/html/);
    expect(await deep.text()).toBe(indexHtml);
  });

  it('loads the app in Chromium without page errors', async () => {
    if (!browser) throw new Error('browser did not start');
    const { page, errors } = await browser.newPage();
    const res = await page.goto(base(), { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    // The SPA has rendered something.
    await page.waitForFunction(() => document.body.innerText.trim().length > 0, undefined, {
      timeout: 20_000,
    });
    await page.waitForLoadState('networkidle');
    expect((await page.title()).trim()).not.toBe('');
    await screenshot(page, 'smoke-home');
    expect(errors.map((e) => e.message)).toEqual([]);
    await page.close();
  });
});

import { describe, expect, it } from 'vitest';
import { runApp, screenshot } from './harness.ts';

describe('smoke: production server and SPA', () => {
  const app = runApp();

  it('answers GET /api/api/health with status ok', async () => {
    const res = await fetch(`${app.baseUrl}/api/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('serves the SPA html for an unknown deep link (history fallback)', async () => {
    const index = await fetch(`${app.baseUrl}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    const indexHtml = await index.text();
    expect(indexHtml).toMatch(/<script[^>]+type="module"/);

    const deep = await fetch(`${app.baseUrl}/customers/abc`, { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toMatch(/text\/html/);
    expect(await deep.text()).toBe(indexHtml);
  });

  it('loads the app in Chromium without page errors', async () => {
    const page = await app.newPage();
    const res = await page.goto(app.baseUrl, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    // The SPA has rendered something.
    await page.waitForFunction(() => document.body.innerText.trim().length > 0, undefined, {
      timeout: 20_000,
    });
    await page.waitForLoadState('networkidle');
    expect((await page.title()).trim()).not.toBe('');
    await screenshot(page, 'smoke-home');
    expect(app.pageErrors.map((e) => e.message)).toEqual([]);
    await page.close();
  });

  it('stops the endless animations of a user who asks for less motion, which would flicker', async () => {
    const page = await app.newPage();
    await page.goto(app.baseUrl, { waitUntil: 'load' });
    // A skeleton's pulse and a spinner, with the classes the components give them.
    const motion = () =>
      page.evaluate(() =>
        ['animate-pulse', 'animate-spin'].map((name) => {
          const probe = document.createElement('div');
          probe.className = name;
          document.body.append(probe);
          const { animationDuration, animationIterationCount } = getComputedStyle(probe);
          probe.remove();
          return `${name} ${animationDuration} ${animationIterationCount}`;
        }),
      );
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await motion()).toEqual(['animate-pulse 2s infinite', 'animate-spin 1s infinite']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await motion()).toEqual(['animate-pulse 0.001s 1', 'animate-spin 0.001s 1']);
    await page.close();
  });
});

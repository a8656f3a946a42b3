import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  screenshot,
  startServer,
  type RunningBrowser,
  type RunningServer,
} from './harness.ts';
import { firstSignIn, logOut } from './auth-shell-steps.ts';

describe('the other tenant (EAB)', () => {
  let server: RunningServer;
  let browser: RunningBrowser;

  beforeAll(async () => {
    server = await startServer({ env: { TENANT: 'EAB' } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the tenant's name and logo in both themes", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${server.baseUrl}/auth/login`);
    await firstSignIn(page, 'support');
    await page.waitForURL((u) => u.pathname === '/');
    const sidebar = page.locator('aside[data-slot=sidebar]');
    // The shell's chunk may still be loading when the address changes: wait for the sidebar.
    await sidebar.getByText('East Africa Bank', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.tenant)).toBe('EAB');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('heading').allInnerTexts()).toEqual(
      ['Support'],
    );
    await screenshot(page, 'shell-eab-dark');
    await page.getByRole('button', { name: /^Theme:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    await screenshot(page, 'shell-eab-light');
    await logOut(page);
    await page.waitForTimeout(300);
    await screenshot(page, 'login-eab-light');
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});

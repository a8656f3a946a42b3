import { describe, expect, it } from 'vitest';
import { runOwnApp, screenshot } from './harness.ts';
import { firstSignIn, logOut } from './auth-shell-steps.ts';
import { setTheme } from './applications-steps.ts';

describe('the other tenant (EAB)', () => {
  // A server of its own: another tenant is another start of the server (TENANT).
  const app = runOwnApp({ env: { TENANT: 'EAB' } });

  it("shows the tenant's name and logo in both themes", async () => {
    const page = await app.newPage();
    await page.goto(app.url('/auth/login'));
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
    await setTheme(page, 'Light');
    await screenshot(page, 'shell-eab-light');
    await logOut(page);
    await page.waitForTimeout(300);
    await screenshot(page, 'login-eab-light');
    expect(app.pageErrors.map((e) => e.message)).toEqual([]);
  });
});

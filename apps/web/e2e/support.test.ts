// Mobile-banking support in the browser, as the support desk: find the blocked DahabPlus user by
// phone, unblock them, and resend their pending OTP by SMS; axe finds no serious violation.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runApp, screenshot } from './harness.ts';
import { seriousViolations } from './accessibility.ts';
import { pick } from './applications-steps.ts';

const BLOCKED = { phone: '+252615550004', name: 'Hodan Yusuf Farah', userId: 'DP100003' };

describe('mobile-banking support', () => {
  const app = runApp();
  let page: Page;

  const toast = (text: string) => page.getByText(text, { exact: true });

  it('signs support in and finds the blocked user by phone', async () => {
    page = await app.signedInAt('support', '/support/dahabplus');
    expect(await seriousViolations(page)).toEqual([]);

    await pick(page, page, 'Organization', 'Dahab Bank');
    await page.getByLabel('Phone', { exact: true }).fill(BLOCKED.phone);
    await page.getByRole('button', { name: 'Find by phone' }).click();
    await page.waitForURL((u) => u.searchParams.get('userId') === BLOCKED.userId);
    await page.getByRole('heading', { name: new RegExp(BLOCKED.name) }).waitFor();
    const state = page.getByLabel('Block state');
    await state.waitFor();
    expect(await state.innerText()).toContain('support');
    await page.getByRole('table', { name: 'Recent Transactions' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('table', { name: 'Pending OTPs' }).getByRole('row').count()).toBe(2);
    await screenshot(page, 'support-blocked-user');
  });

  it('unblocks the user after confirmation; the data reloads', async () => {
    await page.getByRole('button', { name: 'Unblock' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Unblock DahabPlus user' });
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: 'Unblock' }).click();
    await toast('DahabPlus user unblocked successfully!').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    expect(await page.getByLabel('Block state').count()).toBe(0);
    await page.getByRole('button', { name: 'Block' }).waitFor();
  });

  it('resends the pending OTP by SMS', async () => {
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resend OTP' });
    await pick(dialog, page, 'Channel', `SMS: ${BLOCKED.phone}`);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Resend OTP' }).click();
    await toast('OTP resent successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'support-unblocked-user');
  });

  it('asks for a reason before blocking', async () => {
    await page.getByRole('button', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block DahabPlus user' });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await dialog.getByText('Reason is required.').waitFor();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(app.pageErrors).toEqual([]);
  });
});

// The command palette in the browser: an officer opens it with Ctrl+K, finds a customer by mobile
// and an application by id, and each Enter lands on the record; axe checks the open palette.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './accessibility.ts';
import { runApp, screenshot } from './harness.ts';

describe('command palette', () => {
  const app = runApp();
  let page: Page;

  const searchBox = () => page.getByRole('combobox', { name: 'Search records and screens' });

  it('finds a customer by mobile number and opens the profile', async () => {
    page = await app.signedInAt('officer', '/customer-inquiry');
    // The shell is up (and listening for the shortcut) once its search button shows.
    await page.getByRole('button', { name: 'Search…' }).waitFor();
    await page.keyboard.press('Control+k');
    await searchBox().fill('+252615550001');
    const customers = page.getByRole('group', { name: 'Customers' });
    await customers.getByRole('option', { name: /Amina Hassan Ali/ }).waitFor();
    // Found by the whole number, shown masked.
    expect(await customers.innerText()).toContain('*********001');
    expect(await customers.innerText()).not.toContain('615550001');
    expect(await page.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'palette-customer');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/customers\/[0-9a-f-]{36}$/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('main').getByText('Amina Hassan Ali').first().waitFor();
  });

  it('finds an application by id from the top-bar button, and lists the customer as recent', async () => {
    const token = await app.apiToken('officer');
    const res = await fetch(app.url('/api/api/Applications?size=1'), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const {
      items: [application],
    } = (await res.json()) as { items: { id: string; customerId: string; customerName: string }[] };
    expect(application).toBeDefined();

    await page.getByRole('button', { name: 'Search…' }).click();
    // Empty, it offers the place opened last.
    await page
      .getByRole('group', { name: 'Recent' })
      .getByRole('option', { name: /Amina Hassan Ali/ })
      .waitFor();
    await expectAccessible(page, 'command palette at rest');
    await searchBox().fill(application!.id);
    await page
      .getByRole('group', { name: 'Applications' })
      .getByRole('option', { name: new RegExp(application!.customerName) })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/customers/${application!.customerId}$`));
  });

  it('closes with Escape and gives the focus back', async () => {
    const button = page.getByRole('button', { name: 'Search…' });
    await button.focus();
    await page.keyboard.press('Control+k');
    await searchBox().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
  });
});

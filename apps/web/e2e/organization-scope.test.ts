// Organizations in the browser: an officer of one organization finds it already chosen on the three
// inquiry screens (spec 2 §2: "auto-selected if only one exists"), and head office is offered every
// one; axe finds no serious violation.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runApp, screenshot } from './harness.ts';
import { logOut } from './auth-shell-steps.ts';

const SCREENS = [
  { path: '/customer-inquiry', field: 'inquiry-organization' },
  { path: '/business-inquiry', field: 'business-inquiry-organization' },
  { path: '/merchant-inquiry', field: 'merchant-organization' },
];

describe('organizations offered to the user', () => {
  const app = runApp();
  let page: Page;

  const chosen = (field: string) => page.locator(`#${field}`);

  it("selects an officer's one organization by itself on every inquiry screen", async () => {
    page = await app.signedInAt('salaam.officer', '/customer-inquiry');
    for (const { path, field } of SCREENS) {
      await page.goto(app.url(path));
      await expect.poll(async () => (await chosen(field).innerText()).trim()).toBe('Salaam Microfinance');
      await chosen(field).click();
      const options = await page.getByRole('option').allInnerTexts();
      expect(options.map((o) => o.trim())).toEqual(['Salaam Microfinance']);
      await page.keyboard.press('Escape');
      await screenshot(page, `organization-only-one${path.replace(/\//g, '-')}`);
    }
    await logOut(page);
  });

  it('offers head office every organization, none chosen for them', async () => {
    await app.signInPage(page, 'admin', '/customer-inquiry');
    const field = chosen('inquiry-organization');
    await field.waitFor();
    await field.click();
    const options = (await page.getByRole('option').allInnerTexts()).map((o) => o.trim());
    expect(options).toEqual(expect.arrayContaining(['Dahab Bank', 'Salaam Microfinance']));
    await page.keyboard.press('Escape');
  });
});

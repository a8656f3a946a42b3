// The console in Arabic and in Somali, in the browser: sign-in with the two-factor set-up, the
// customers list with its filters and paging, a profile and one of its dialogs, a business review,
// the card requisitions. Each screen is read in its language (the texts come from the same
// catalogues the build compiles), has the document's language and direction, keeps phone numbers
// left to right, shows no English of its own, and passes axe.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arAuth from '../src/i18n/ar/auth.ts';
import arComponents from '../src/i18n/ar/components.ts';
import arCustomers from '../src/i18n/ar/customers.ts';
import arDataTable from '../src/i18n/ar/data-table.ts';
import soAuth from '../src/i18n/so/auth.ts';
import soBusinesses from '../src/i18n/so/businesses.ts';
import soBusinessesProfile from '../src/i18n/so/businesses-profile.ts';
import soCards from '../src/i18n/so/cards.ts';
import { DEMO_PASSWORD, secrets, signIn } from './auth-shell-steps.ts';
import { runApp, screenshot } from './harness.ts';
import { freshCode } from './totp-helper.ts';

type Auth = typeof arAuth;
/** A message with one `{name}` as a pattern: the accessible name of a link that names its row. */
const naming = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{name}', '(.+)')}$`);

/** The document's language and direction, as the root element carries them. */
const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/**
 * The console's own texts a screen shows in Latin letters only, while the language is Arabic:
 * headings, buttons, labels, column headers, links, tabs and accessible names. Data (the rows of a
 * table, what `<bdi dir=ltr>` isolates: names, numbers, codes) and the `data` named are not the
 * console's texts.
 */
async function englishLeft(page: Page, data: string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const latinOnly = (text: string) => /[A-Za-z]{3,}/.test(text) && !/[\u0600-\u06FF]/.test(text);
    const isData = (el: Element) => Boolean(el.closest('tbody, bdi[dir=ltr], [data-value], input, textarea'));
    const found = new Set<string>();
    const selectors = 'h1, h2, h3, button, label, th, a, [role=tab], [role=menuitem], legend, p, span';
    for (const el of document.querySelectorAll(selectors)) {
      if (isData(el) || !(el as HTMLElement).offsetParent) continue;
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent?.trim() ?? '')
        .join(' ')
        .trim();
      if (own && !names.includes(own) && latinOnly(own)) found.add(own);
      const label = el.getAttribute('aria-label');
      if (label && !names.includes(label) && latinOnly(label)) found.add(`aria-label: ${label}`);
    }
    return [...found];
  }, data);
}

/** The first sign-in in a language: its labels, the two-factor set-up dialog, the code. */
async function firstSignInIn(page: Page, t: Auth, userName: string, language: 'ar' | 'so') {
  await page.getByLabel(t.userName).fill(userName);
  await page.getByLabel(t.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.login }).click();
  const dialog = page.getByRole('dialog', { name: t.setUpTwoFactor });
  await dialog.waitFor();
  await page.waitForTimeout(300); // the dialog's animation
  await screenshot(page, `two-factor-set-up-${userName}-${language}`);
  const key = (await dialog.getByTestId('manual-entry-key').innerText()).trim();
  secrets.set(userName, key);
  await dialog.getByLabel(t.authenticationCode).fill(await freshCode(key));
  await dialog.getByRole('button', { name: t.completeProcess }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the console in Arabic', () => {
  const app = runApp();
  let page: Page;
  // Data, not the console's texts: the tenant's name and the signed-in user's.
  const DATA = ['Dahab Bank International', 'officer'];

  it('signs the officer in, with the two-factor set-up, right to left', async () => {
    page = await app.newPage();
    await page.goto(app.url('/auth/login?lang=ar'));
    await page.getByRole('button', { name: arAuth.login }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await screenshot(page, 'sign-in-ar');
    await firstSignInIn(page, arAuth, 'officer', 'ar');
    await page.waitForURL((u) => u.pathname === '/');
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('filters and pages the customers list', async () => {
    await page.goto(app.url('/customers'));
    const table = page.getByRole('table', { name: arCustomers.customers });
    await table.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: arComponents.filter, exact: true }).click();
    const filters = page.getByRole('dialog', { name: arComponents.filterTitle });
    await filters.waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'customers-filters-ar');
    await page.keyboard.press('Escape');
    await filters.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: arDataTable.nextPage }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '1');
    await table.getByRole('row').nth(1).waitFor();
    // A phone number keeps its digits and its plus sign left to right inside the Arabic row.
    const phone = table.locator('bdi[dir=ltr]').filter({ hasText: /^\+252\d+$/ });
    expect(await phone.count()).toBeGreaterThan(0);
    expect(await englishLeft(page, DATA)).toEqual([]);
    await screenshot(page, 'customers-second-page-ar');
  });

  it('opens a profile and its upload dialog', async () => {
    const table = page.getByRole('table', { name: arCustomers.customers });
    const link = table.getByRole('link', { name: naming(arCustomers.profileOf) }).first();
    const label = (await link.getAttribute('aria-label')) ?? '';
    const customer = naming(arCustomers.profileOf).exec(label)?.[1] ?? '';
    await link.click();
    await page.waitForURL((u) => /^\/customers\/[^/]+$/.test(u.pathname));
    await page.getByText(arCustomers.editCustomer).first().waitFor();
    expect(await englishLeft(page, [...DATA, customer])).toEqual([]);
    await screenshot(page, 'customer-profile-ar');

    await page.getByRole('tab', { name: new RegExp(`^${arCustomers.documents}`) }).click();
    await page.getByRole('button', { name: arCustomers.uploadDocument }).click();
    const dialog = page.getByRole('dialog', { name: arCustomers.uploadDocument });
    await dialog.waitFor();
    await page.waitForTimeout(300);
    expect(await englishLeft(page, [...DATA, customer])).toEqual([]);
    await screenshot(page, 'customer-upload-document-ar');
    await page.keyboard.press('Escape');
  });

  it('keeps the language the officer chose: a new browser signs in from English and turns Arabic', async () => {
    const again = await app.newPage();
    await again.goto(app.url('/auth/login'));
    expect(await documentLanguage(again)).toEqual({ lang: 'en', dir: 'ltr' });
    await signIn(again, 'officer');
    await again.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => documentLanguage(again)).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

describe('the console in Somali', () => {
  const app = runApp();

  async function signInSomali(userName: string): Promise<Page> {
    const page = await app.newPage();
    await page.goto(app.url('/auth/login?lang=so'));
    await page.getByRole('button', { name: soAuth.login }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'so', dir: 'ltr' });
    await firstSignInIn(page, soAuth, userName, 'so');
    await page.waitForURL((u) => u.pathname === '/');
    return page;
  }

  it('reviews a pending business: its profile and the status dialog', async () => {
    const page = await signInSomali('supervisor');
    await page.goto(app.url('/businesses?status=Pending'));
    const table = page.getByRole('table', { name: soBusinesses.businesses });
    const profile = table.getByRole('link', { name: naming(soBusinesses.profileOf) }).first();
    await profile.waitFor();
    await screenshot(page, 'businesses-pending-so');
    await profile.click();
    await page.waitForURL((u) => /^\/businesses\/[^/]+$/.test(u.pathname));
    await page.getByRole('button', { name: soBusinessesProfile.changeStatus }).click();
    const dialog = page.getByRole('dialog', { name: soBusinessesProfile.changeBusinessStatus });
    await dialog.waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'business-review-so');
    await page.keyboard.press('Escape');
  });

  it('lists the card requisitions', async () => {
    const page = await signInSomali('cards');
    await page.goto(app.url('/cards/requisitions'));
    await page.getByRole('heading', { name: soCards.cardRequisitions }).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await screenshot(page, 'card-requisitions-so');
  });
});

// The console in Arabic and in Somali, in the browser: sign-in with the two-factor set-up, the
// customers list with its filters and paging, a profile and one of its dialogs, a business review,
// the card requisitions and the general dashboard. Each screen is read in its language (the texts
// come from the same catalogues the build compiles), has the document's language and direction,
// keeps phone numbers left to right, passes axe, and in Arabic shows no English of its own.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import arAuth from '../src/i18n/ar/auth.ts';
import arBusinesses from '../src/i18n/ar/businesses.ts';
import arBusinessesProfile from '../src/i18n/ar/businesses-profile.ts';
import arCards from '../src/i18n/ar/cards.ts';
import arComponents from '../src/i18n/ar/components.ts';
import arCustomers from '../src/i18n/ar/customers.ts';
import arDashboards from '../src/i18n/ar/dashboards.ts';
import arDataTable from '../src/i18n/ar/data-table.ts';
import soAuth from '../src/i18n/so/auth.ts';
import soBusinesses from '../src/i18n/so/businesses.ts';
import soBusinessesProfile from '../src/i18n/so/businesses-profile.ts';
import soCards from '../src/i18n/so/cards.ts';
import soComponents from '../src/i18n/so/components.ts';
import soCustomers from '../src/i18n/so/customers.ts';
import soDashboards from '../src/i18n/so/dashboards.ts';
import soDataTable from '../src/i18n/so/data-table.ts';
import { DEMO_PASSWORD, secrets, signIn } from './auth-shell-steps.ts';
import { runOwnApp, screenshot } from './harness.ts';
import { freshCode } from './totp-helper.ts';

type Auth = typeof arAuth;
/** A message with one `{name}` as a pattern: the accessible name of a link that names its row. */
const naming = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{name}', '(.+)')}$`);

const LANGUAGES = [
  {
    language: 'ar',
    name: 'Arabic',
    dir: 'rtl',
    auth: arAuth,
    businesses: arBusinesses,
    businessesProfile: arBusinessesProfile,
    cards: arCards,
    components: arComponents,
    customers: arCustomers,
    dashboards: arDashboards,
    dataTable: arDataTable,
  },
  {
    language: 'so',
    name: 'Somali',
    dir: 'ltr',
    auth: soAuth,
    businesses: soBusinesses,
    businessesProfile: soBusinessesProfile,
    cards: soCards,
    components: soComponents,
    customers: soCustomers,
    dashboards: soDashboards,
    dataTable: soDataTable,
  },
] as const;

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
async function firstSignInIn(page: Page, t: Auth, userName: string, language: string) {
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

describe.each(LANGUAGES)('the console in $name', (texts) => {
  const { language, dir } = texts;
  // A server of its own for each language: the officer's first sign-in, with the two-factor set-up,
  // is read in the language, and the language the officer then keeps on the server would follow
  // them into every file on the shared server.
  const app = runOwnApp();
  let page: Page;
  // Data, not the console's texts: the tenant's name and the signed-in users'.
  const DATA = ['Dahab Bank International', 'officer', 'supervisor', 'cards', 'auditor'];
  /** No English of the console's own on the screen: Arabic is told from English by its script. */
  async function noEnglishLeft(data: string[] = []) {
    if (language === 'ar') expect(await englishLeft(page, [...DATA, ...data])).toEqual([]);
  }

  async function signInAt(userName: string, path: string) {
    page = await app.newPage();
    await page.goto(app.url(`/auth/login?lang=${language}`));
    await page.getByRole('button', { name: texts.auth.login }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: language, dir });
    await firstSignInIn(page, texts.auth, userName, language);
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto(app.url(path));
    expect(await documentLanguage(page)).toEqual({ lang: language, dir });
  }

  it('signs the officer in, with the two-factor set-up, in the language and its direction', async () => {
    page = await app.newPage();
    await page.goto(app.url(`/auth/login?lang=${language}`));
    await page.getByRole('button', { name: texts.auth.login }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: language, dir });
    await noEnglishLeft();
    await screenshot(page, `sign-in-${language}`);
    await firstSignInIn(page, texts.auth, 'officer', language);
    await page.waitForURL((u) => u.pathname === '/');
    expect(await documentLanguage(page)).toEqual({ lang: language, dir });
  });

  it('filters and pages the customers list', async () => {
    await page.goto(app.url('/customers'));
    const table = page.getByRole('table', { name: texts.customers.customers });
    await table.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: texts.components.filter, exact: true }).click();
    const filters = page.getByRole('dialog', { name: texts.components.filterTitle });
    await filters.waitFor();
    await page.waitForTimeout(300);
    await noEnglishLeft();
    await screenshot(page, `customers-filters-${language}`);
    await page.keyboard.press('Escape');
    await filters.waitFor({ state: 'detached' });

    // Pages count from 0: the second page is page=1.
    await page.getByRole('button', { name: texts.dataTable.nextPage }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '1');
    await table.getByRole('row').nth(1).waitFor();
    // In Arabic a mobile number, masked to its last three digits, reads left to right inside the row.
    if (dir === 'rtl') {
      const phone = table.locator('bdi[dir=ltr]').filter({ hasText: /^\*+\d{3}$/ });
      // The second page's rows may still be on their way: wait for them.
      await expect.poll(() => phone.count()).toBeGreaterThan(0);
    }
    await noEnglishLeft();
    await screenshot(page, `customers-second-page-${language}`);
  });

  it('opens a profile and its upload dialog', async () => {
    const table = page.getByRole('table', { name: texts.customers.customers });
    const link = table.getByRole('link', { name: naming(texts.customers.profileOf) }).first();
    const label = (await link.getAttribute('aria-label')) ?? '';
    const customer = naming(texts.customers.profileOf).exec(label)?.[1] ?? '';
    await link.click();
    await page.waitForURL((u) => /^\/customers\/[^/]+$/.test(u.pathname));
    await page.getByText(texts.customers.editCustomer).first().waitFor();
    await noEnglishLeft([customer]);
    await screenshot(page, `customer-profile-${language}`);

    await page.getByRole('tab', { name: new RegExp(`^${texts.customers.documents}`) }).click();
    await page.getByRole('button', { name: texts.customers.uploadDocument }).click();
    const dialog = page.getByRole('dialog', { name: texts.customers.uploadDocument });
    await dialog.waitFor();
    await page.waitForTimeout(300);
    await noEnglishLeft([customer]);
    await screenshot(page, `customer-upload-document-${language}`);
    await page.keyboard.press('Escape');
  });

  it('keeps the language the officer chose: a new browser signs in from English and turns to it', async () => {
    const again = await app.newPage();
    await again.goto(app.url('/auth/login'));
    expect(await documentLanguage(again)).toEqual({ lang: 'en', dir: 'ltr' });
    await signIn(again, 'officer');
    await again.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => documentLanguage(again)).toEqual({ lang: language, dir });
  });

  it('reviews a pending business: its profile and the status dialog', async () => {
    await signInAt('supervisor', '/businesses?status=Pending');
    const table = page.getByRole('table', { name: texts.businesses.businesses });
    const link = table.getByRole('link', { name: naming(texts.businesses.profileOf) }).first();
    await link.waitFor();
    await noEnglishLeft();
    await screenshot(page, `businesses-pending-${language}`);
    const business = naming(texts.businesses.profileOf).exec(
      (await link.getAttribute('aria-label')) ?? '',
    )?.[1];
    await link.click();
    await page.waitForURL((u) => /^\/businesses\/[^/]+$/.test(u.pathname));
    await page.getByRole('region', { name: texts.businessesProfile.business, exact: true }).waitFor();
    await screenshot(page, `business-profile-${language}`);
    await page.getByRole('button', { name: texts.businessesProfile.changeStatus }).click();
    const dialog = page.getByRole('dialog', { name: texts.businessesProfile.changeBusinessStatus });
    await dialog.waitFor();
    await page.waitForTimeout(300);
    await noEnglishLeft(business ? [business] : []);
    await screenshot(page, `business-review-${language}`);
    await page.keyboard.press('Escape');
  });

  it('lists the card requisitions', async () => {
    await signInAt('cards', '/cards/requisitions');
    await page.getByRole('heading', { name: texts.cards.cardRequisitions }).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await noEnglishLeft();
    await screenshot(page, `card-requisitions-${language}`);
  });

  it('shows the general dashboard, its tiles and charts', async () => {
    await signInAt('auditor', '/dashboards/general');
    await page.getByRole('search', { name: texts.dashboards.range }).waitFor();
    await page.getByRole('region', { name: texts.dashboards.summary }).waitFor();
    await page.getByRole('figure', { name: texts.dashboards.perDay }).waitFor();
    await noEnglishLeft();
    await screenshot(page, `dashboard-general-${language}`);
  });
});

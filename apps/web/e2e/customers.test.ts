// Customers in the browser, as the officer: inquiry by mobile (image, accounts, PIN reset with the
// OTP from the sandbox outbox), the customers list, a profile, a document upload and an edit.
import { describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { clickUntil } from './accessibility.ts';
import { runOwnApp, screenshot } from './harness.ts';
import { lastOtp, pick } from './applications-steps.ts';
import { PDF } from './businesses-steps.ts';

// Lists and profiles show the mobile masked: its last three digits (docs/personal-data.md).
const AMINA = {
  name: 'Amina Hassan Ali',
  mobile: '+252615550001',
  masked: '*********001',
  coreId: 'C0001001',
};

/** A small PNG (a colour gradient), built here: the server checks uploads by content. */
function gradientPng(width = 160, height = 100): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set([40 + x, 90 + y, 200 - x / 2], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('customers: inquiry, profile, documents and edit', () => {
  // A server of its own: it counts a search's matches up to 20 only (SEARCH_COUNT_LIMIT), to show
  // what the screens say past the count, where the shared server counts as a default start does.
  const app = runOwnApp({ env: { SEARCH_COUNT_LIMIT: '20' } });
  let page: Page;
  let profileUrl: string;

  const table = (name: string) => page.getByRole('table', { name });
  const toast = (text: string) => page.getByText(text, { exact: true });

  // Set on the root element directly: while a dialog is open the theme menu is out of reach.
  async function setTheme(theme: 'light' | 'dark') {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    await page.waitForTimeout(300); // colour transitions
  }

  /** Screenshots in dark (the default) and light, back to dark. */
  async function bothThemes(name: string) {
    await page.waitForTimeout(300); // dialog animations
    await screenshot(page, `${name}-dark`);
    await setTheme('light');
    await screenshot(page, `${name}-light`);
    await setTheme('dark');
  }

  /**
   * Goes on to page `n` (counted from 1). A click the address does not follow within 10 s is made
   * again (`clickUntil`): under load the list once stayed on the page before.
   */
  async function nextPage(n: number) {
    await clickUntil(
      page.getByRole('button', { name: 'Go to next page' }),
      (timeout) => page.waitForURL((u) => u.searchParams.get('page') === String(n - 1), { timeout }),
      { attempts: 3, within: 10_000 },
    );
  }

  async function searchCustomer(mobile: string) {
    const input = page.getByLabel('Mobile Number');
    await input.fill(mobile);
    await page.getByRole('button', { name: 'Search Customer' }).click();
    await page.waitForURL((u) => u.searchParams.get('mobile') === mobile);
  }

  async function rowAction(name: string, action: string) {
    await table('Verified Customers')
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: action }).click();
  }

  it('signs the officer in and finds a verified customer by mobile', async () => {
    page = await app.signedInAt('officer', '/customer-inquiry');

    expect(await page.getByRole('button', { name: 'Search Customer' }).isDisabled()).toBe(true);
    await pick(page, page, 'Organization', 'Dahab Bank');
    await searchCustomer(AMINA.mobile);
    const row = table('Verified Customers').getByRole('row').filter({ hasText: AMINA.name });
    await row.waitFor();
    expect(await row.innerText()).toContain(AMINA.coreId);
    await expect.poll(() => table('Verified Customers').getByRole('row').count()).toBe(2);
    await bothThemes('customer-inquiry');
  });

  it('views the image and the accounts of the verified customer', async () => {
    await rowAction(AMINA.name, 'View Image');
    const viewer = page.getByRole('dialog', { name: AMINA.name });
    await viewer.getByRole('img', { name: AMINA.name }).waitFor();
    expect(
      await viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await bothThemes('customer-inquiry-image');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    await rowAction(AMINA.name, 'Show Accounts');
    const accounts = page.getByRole('dialog', { name: 'Accounts' });
    const rows = accounts.getByRole('table', { name: 'Accounts' }).getByRole('row');
    await rows
      .filter({ hasText: /Enabled|Disabled/ })
      .first()
      .waitFor();
    expect(await rows.count()).toBeGreaterThan(1);
    await bothThemes('customer-inquiry-accounts');
    await page.keyboard.press('Escape');
    await accounts.waitFor({ state: 'detached' });
  });

  it('resets the M-Banking PIN with the OTP sent to the customer', async () => {
    await rowAction(AMINA.name, 'Reset M-Banking PIN');
    const dialog = page.getByRole('dialog', { name: 'Reset M-Banking PIN' });
    const reset = dialog.getByRole('button', { name: 'Reset PIN' });
    expect(await reset.isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Mobile Number').isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await dialog.getByRole('button', { name: 'OTP Sent' }).waitFor();
    await dialog.getByLabel('OTP').fill(await lastOtp(app.baseUrl, await app.adminToken(), AMINA.mobile));
    await dialog.getByLabel('Your authenticator code').fill(await app.authenticatorCode('officer'));
    await bothThemes('customer-inquiry-reset-pin');
    await reset.click();
    await toast('PIN reset successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('lists two verified customers, or offers to register a new one', async () => {
    await searchCustomer('+252615550002');
    await expect.poll(() => table('Verified Customers').getByRole('row').count()).toBe(3);

    await searchCustomer('+252615559999');
    const register = page.getByRole('link', { name: 'Register New Customer' });
    await register.waitFor();
    expect(decodeURIComponent((await register.getAttribute('href')) ?? '')).toBe(
      '/applications/new/Dahab Bank/+252615559999',
    );
    await bothThemes('customer-inquiry-none');
  });

  it('says when a name matches more customers than the search counts, and pages on past them', async () => {
    // The server here counts a search's matches up to 20 (SEARCH_COUNT_LIMIT); "a" matches more.
    const inquiry = page.url();
    await page.goto(app.url('/customers'));
    await table('Customers').getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Filter' }).click();
    const filter = page.getByRole('dialog', { name: 'Filter & Search Options' });
    await filter.getByLabel('Name').fill('a');
    await filter.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((u) => u.searchParams.get('name') === 'a');
    const more = page
      .getByRole('status')
      .filter({ hasText: 'More than 20 matches: narrow the search to see them all' });
    await more.waitFor();
    await page.getByText('Page 1 of more than 2', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Go to last page' }).isDisabled()).toBe(true);
    await screenshot(page, 'customers-more-than');

    // Past the counted pages the next one is still there: counting goes on to the end of each page.
    for (const n of [2, 3]) {
      await nextPage(n);
      await page.getByText(`Page ${n} of more than ${n}`, { exact: true }).waitFor();
    }
    expect(await table('Customers').getByRole('row').count()).toBe(11);
    await page.getByRole('button', { name: 'Go to first page' }).click();
    await page.getByText('Page 1 of more than 2', { exact: true }).waitFor();
    await page.goto(inquiry);
  });

  it('opens a profile from the customers list', async () => {
    await page.getByRole('link', { name: 'Customers List' }).click();
    await page.waitForURL((u) => u.pathname === '/customers');
    // The living demo fills the list: find Amina through the name filter.
    await table('Customers').getByRole('row').nth(1).waitFor();
    await bothThemes('customers');

    await page.getByRole('button', { name: 'Filter' }).click();
    const filter = page.getByRole('dialog', { name: 'Filter & Search Options' });
    await filter.getByLabel('Name').fill('amina hassan ali');
    await filter.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((u) => u.searchParams.get('name') === 'amina hassan ali');
    const row = table('Customers').getByRole('row').filter({ hasText: AMINA.name });
    await row.first().waitFor();
    // Every row but the header holds the name (a demo customer may share it).
    expect(await table('Customers').getByRole('row').filter({ hasNotText: AMINA.name }).count()).toBe(1);

    expect(await table('Customers').innerText()).not.toContain(AMINA.mobile);
    await row
      .filter({ hasText: AMINA.masked })
      .getByRole('link', { name: `Profile of ${AMINA.name}` })
      .click();
    await page.waitForURL((u) => u.pathname.startsWith('/customers/'));
    profileUrl = page.url();
    await page.getByRole('heading', { name: AMINA.name }).waitFor();
    await page.getByRole('region', { name: 'Address' }).getByText('Somalia').waitFor();
    await bothThemes('customer-profile');
    await page.getByRole('tab', { name: 'Applications' }).click();
    await page.waitForTimeout(500);
    await screenshot(page, 'customer-profile-applications-dark');
  });

  it('uploads a photo and a passport and views them', async () => {
    await page.getByRole('tab', { name: 'Documents' }).click();
    await table('Documents').waitFor();
    await page.getByRole('button', { name: 'Upload Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
    expect(await upload.getAttribute('aria-disabled')).toBe('true');
    // Disabled while invalid, yet reachable: pressing it says what is missing, on the fields.
    await upload.focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Document type is required', { exact: true }).waitFor();
    await dialog.getByText('Please select a file to upload.', { exact: true }).waitFor();
    expect(
      await dialog
        .getByRole('combobox', { name: 'Document Type' })
        .evaluate((e) => e === document.activeElement),
    ).toBe(true);
    await bothThemes('customer-upload-required');
    await pick(dialog, page, 'Document Type', 'Photo');
    await expect.poll(() => dialog.getByLabel('Document Number').count()).toBe(0);
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'amina.png', mimeType: 'image/png', buffer: gradientPng() });
    expect(await upload.getAttribute('aria-disabled')).toBeNull();
    await bothThemes('customer-upload-photo');
    await upload.click();
    await dialog.waitFor({ state: 'detached' });
    await toast('The record has been added successfully.').waitFor();
    const photoRow = table('Documents').getByRole('row').filter({ hasText: 'Photo' });
    await photoRow.waitFor();

    await photoRow.getByRole('button', { name: 'View Photo' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo' });
    await viewer.getByRole('img', { name: 'Photo' }).waitFor();
    expect(await viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    await bothThemes('customer-document-viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Upload Document' }).click();
    await pick(dialog, page, 'Document Type', 'Passport');
    await dialog.getByLabel('Document Number').fill('P7654321');
    await dialog.getByLabel('Issue Date').fill('2024-02-01');
    await dialog.getByLabel('Expiry Date').fill('2034-02-01');
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await upload.click();
    await dialog.waitFor({ state: 'detached' });
    // The number typed shows masked: its last two characters (docs/personal-data.md).
    const passportRow = table('Documents').getByRole('row').filter({ hasText: '******21' });
    await passportRow.waitFor();
    expect(await table('Documents').innerText()).not.toContain('P7654321');
    await passportRow.getByRole('button', { name: 'View Passport' }).click();
    await page.getByRole('dialog', { name: 'Passport' }).locator('iframe[title="Passport"]').waitFor();
    await bothThemes('customer-documents-pdf');
    await page.keyboard.press('Escape');
    await bothThemes('customer-documents');
  });

  it('edits the customer and sees the change saved', async () => {
    await page.getByRole('link', { name: 'Edit Customer' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/customers/edit/'));
    const city = page.getByLabel('City');
    // The form fills its fields 1 s after the customer loaded (spec 2 §2).
    await expect.poll(() => city.inputValue(), { timeout: 10_000 }).toBe('Mogadishu');
    expect(await page.getByLabel('Mobile', { exact: true }).isDisabled()).toBe(true);
    await bothThemes('customer-edit');
    await city.fill('Baidoa');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast('The record has been Updated successfully.').waitFor();
    await page.waitForURL(profileUrl);
    await page.getByRole('region', { name: 'Address' }).getByText('Baidoa').waitFor();
    expect(app.pageErrors).toEqual([]);
  });

  it("shows the edit in the customer's History, with the city before and after", async () => {
    // The History reads the activity report: the supervisor holds it, the officer does not.
    const supervisor = await app.signedInAt('supervisor', new URL(profileUrl).pathname);
    await supervisor.getByRole('tab', { name: 'History' }).click();
    const history = supervisor.getByRole('list', { name: `History of ${AMINA.name}` });
    const edit = history.getByRole('listitem').filter({ hasText: 'Customer · Updated' }).first();
    const city = edit.getByRole('row', { name: /City/ });
    await city.waitFor();
    expect(await city.getByRole('cell').allTextContents()).toEqual(['Mogadishu', 'Baidoa']);
    await edit.getByText('By officer').waitFor();
    await screenshot(supervisor, 'customer-history');
    await supervisor.close();
    expect(app.pageErrors).toEqual([]);
  });

  it('keeps every Profile button in view on a 700 px wide screen, without scrolling sideways', async () => {
    const width = 700;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(app.url('/customers'));
    const customers = table('Customers');
    const profiles = customers.getByRole('link', { name: /^Profile of / });
    await profiles.first().waitFor();
    // The row is wider than the screen: the table scrolls sideways in its frame, the page does not.
    const frame = customers.locator('xpath=..');
    expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await frame.evaluate((el) => el.scrollLeft)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    expect(await profiles.count()).toBeGreaterThan(1);
    for (const profile of await profiles.all()) {
      const box = await profile.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? width) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    // The first one is on screen and uncovered: the point at its centre is the button's.
    const first = profiles.first();
    const box = (await first.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(
      await first.evaluate(
        (el, [x, y]) => el.contains(document.elementFromPoint(x!, y!)),
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).toBe(true);
    await bothThemes('customers-700px');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

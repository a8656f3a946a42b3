// Merchants in the browser: an officer finds an account, creates a merchant with a generated
// code, shows its payment QR and asks for its access, which waits for a supervisor (four eyes): no
// SMS goes before the supervisor approves it from My work. Then the merchant user signs in with the
// password the core sent by SMS, changes it, sets up two-factor authentication and reads its own
// statement.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runApp, screenshot } from './harness.ts';
import { firstSignIn, signIn } from './auth-shell-steps.ts';
import { pick } from './applications-steps.ts';
import { merchantPassword, payMerchant, smsTo } from './merchants-steps.ts';
import { expectAccessible } from './accessibility.ts';

const ORG = 'Dahab Bank';
/** An active business account of the sandbox core with no merchant in the demo. */
const ACCOUNT = '0019000003';
const STEP_TIMEOUT = 150_000;
const stamp = Date.now().toString().slice(-6);
const SHOP = {
  name: `Walkthrough Shop ${stamp}`,
  phone: `+25261580${stamp.slice(-4)}`,
  email: `shop${stamp}@mail.example`,
};

describe('merchants: from an account to its merchant reading its statement', () => {
  const app = runApp();
  let officer: Page;
  let code = '';
  let organizationId = '';

  it(
    'officer finds the account and creates a merchant with a generated code',
    { timeout: STEP_TIMEOUT },
    async () => {
      officer = await app.signedInAt('officer', '/merchant-inquiry');
      await pick(officer, officer, 'Organization', ORG);
      await officer.getByLabel('Account number or merchant code').fill(ACCOUNT);
      await officer.getByRole('button', { name: 'Search', exact: true }).click();
      const info = officer.getByRole('region', { name: 'Account Information' });
      await info.getByText('Jubba Traders').waitFor();
      await expectAccessible(officer, 'merchant inquiry');
      // The account holder's photo from the core's customer file.
      await info.getByRole('button', { name: 'View Image' }).click();
      const viewer = officer.getByRole('dialog', { name: 'Jubba Traders' });
      await viewer.getByRole('img', { name: 'Jubba Traders' }).waitFor();
      await screenshot(officer, 'merchant-account-holder-image');
      await officer.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });
      organizationId = new URL(officer.url()).searchParams.get('organizationId') ?? '';

      await officer.getByRole('button', { name: 'Create Merchant' }).click();
      const dialog = officer.getByRole('dialog', { name: 'Create Merchant' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Merchant Name is required.').waitFor();
      await dialog.getByRole('button', { name: 'Generate' }).click();
      const codeInput = dialog.getByLabel('Code (optional)');
      await officer.waitForFunction(
        (el) => /^\d{8}$/.test((el as HTMLInputElement).value),
        await codeInput.elementHandle(),
      );
      code = await codeInput.inputValue();
      await dialog.getByLabel('Merchant Name').fill(SHOP.name);
      await dialog.getByLabel('Mobile Number').fill(SHOP.phone);
      await dialog.getByLabel('Email').fill(SHOP.email);
      await expectAccessible(officer, 'create merchant dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await officer.getByText('Merchant created successfully!').first().waitFor();
      const table = officer.getByRole('table', { name: 'Merchants' });
      await table.getByText(SHOP.name).waitFor();
      await table.getByText(code).waitFor();
      await screenshot(officer, 'merchant-inquiry');
    },
  );

  it('officer shows the payment QR and asks for the merchant access', { timeout: STEP_TIMEOUT }, async () => {
    await officer.getByRole('button', { name: `QR Code of ${SHOP.name}` }).click();
    const qr = officer.getByRole('dialog', { name: 'QR Code' });
    const payload = await qr.getByTestId('qr-payload').innerText();
    expect(payload.startsWith('000201')).toBe(true);
    expect(payload).toContain(code);
    expect(payload).toMatch(/5303840/);
    expect(await qr.getByRole('link', { name: 'Download PNG' }).getAttribute('download')).toBe(
      `merchant-${code}.png`,
    );
    expect(await qr.getByRole('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await screenshot(officer, 'merchant-qr');
    await officer.keyboard.press('Escape');
    await qr.waitFor({ state: 'detached' });

    await officer.getByRole('button', { name: `Access of ${SHOP.name}` }).click();
    const access = officer.getByRole('dialog', { name: 'Merchant Access' });
    await access.getByText('This merchant does not have a user account.').waitFor();
    await expectAccessible(officer, 'merchant access dialog');
    await access.getByRole('button', { name: 'Create New Access' }).click();
    await officer
      .getByRole('alertdialog', { name: 'Create New Access' })
      .getByRole('button', { name: 'Create' })
      .click();
    await access.getByText('Waiting for approval', { exact: true }).waitFor();
    await access
      .getByText("This merchant's access waits for a supervisor to approve it.", { exact: false })
      .waitFor();
    await access.getByText('officer', { exact: true }).waitFor();
    expect(await access.getByRole('button', { name: 'Create New Access' }).count()).toBe(0);
    await expectAccessible(officer, 'merchant access waiting for approval');
    await screenshot(officer, 'merchant-access-pending');
    await officer.keyboard.press('Escape');
    await access.waitFor({ state: 'detached' });
    // Nothing is sent before the approval: the merchant has no password yet.
    expect(await smsTo(app.baseUrl, await app.adminToken(), SHOP.phone)).toEqual([]);
  });

  it(
    "a supervisor of the merchant's organization approves the access from My work",
    { timeout: STEP_TIMEOUT },
    async () => {
      const record = `Give a merchant access: ${SHOP.name} (${code})`;
      const supervisor = await app.signedInAt('supervisor', '/work?area=MerchantAccess');
      const queue = supervisor.getByRole('table', { name: 'My work' });
      const row = queue.getByRole('row').filter({ hasText: SHOP.name });
      await row.getByText('officer', { exact: true }).waitFor();
      await expectAccessible(supervisor, 'my work with a merchant access');
      await row.getByRole('link', { name: record }).click();
      await supervisor.waitForURL((u) => u.pathname === '/admin-changes');
      await supervisor.getByRole('button', { name: `Review ${record}` }).click();
      const dialog = supervisor.getByRole('dialog', { name: record });
      const values = dialog.getByRole('table', { name: 'Before and after' });
      await values.getByText(SHOP.phone).waitFor();
      await values.getByText(code, { exact: true }).waitFor();
      await expectAccessible(supervisor, 'merchant access review');
      await screenshot(supervisor, 'merchant-access-review');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await supervisor.getByText('The change was approved and applied.', { exact: true }).waitFor();
      await dialog.waitFor({ state: 'detached' });

      // The officer now finds the merchant's user.
      await officer.reload();
      await officer.getByRole('button', { name: `Access of ${SHOP.name}` }).click();
      const access = officer.getByRole('dialog', { name: 'Merchant Access' });
      await access.getByText(code, { exact: true }).waitFor();
      await access.getByText(SHOP.phone).waitFor();
    },
  );

  it(
    'the merchant signs in with the SMS password, changes it, sets up 2FA and sees only its own statement',
    { timeout: STEP_TIMEOUT },
    async () => {
      const adminToken = await app.adminToken();
      const password = await merchantPassword(app.baseUrl, adminToken, SHOP.phone);
      const days = await payMerchant(app.baseUrl, adminToken, {
        organizationId,
        merchantCode: code,
        amounts: ['10.10', '20.20', '0.30'],
      });
      const merchant = await app.newPage();
      await merchant.goto(app.url('/merchant/transactions'));
      await merchant.waitForURL((u) => u.pathname === '/auth/login');
      await firstSignIn(merchant, code, password);
      await merchant.waitForURL((u) => u.pathname === '/auth/reset-password');
      const chosen = `Merchant-Pass-${stamp}`;
      await merchant.getByLabel('Old password').fill(password);
      await merchant.getByLabel('New password').fill(chosen);
      await merchant.getByLabel('Confirm').fill(chosen);
      await merchant.getByRole('button', { name: 'Reset Password' }).click();
      await merchant.getByText('Password reset successfully!', { exact: true }).waitFor();
      await merchant.waitForURL((u) => u.pathname === '/auth/login');

      await signIn(merchant, code, chosen);
      await merchant.waitForURL((u) => u.pathname === '/');
      // The days the payments fall on: shortly after midnight (UTC) the earlier ones are yesterday's.
      await merchant.goto(app.url(`/merchant/transactions?from=${days.from}&to=${days.to}`));
      const table = merchant.getByRole('table', { name: 'Merchant statement' });
      await table.getByText('Walkthrough payment 1').waitFor();
      // The rows render after the first one on a loaded machine: wait for the third before counting.
      await table.getByText('Amina Hassan Ali').nth(2).waitFor();
      expect(await table.getByText('Amina Hassan Ali').count()).toBe(3);
      expect((await table.getByTestId('statement-total').innerText()).trim()).toBe('30.60');
      expect(await merchant.getByLabel('Merchant code').count()).toBe(0);
      await merchant.getByText(`Payments into merchant ${code}`).waitFor();
      await screenshot(merchant, 'merchant-statement');

      // Whatever the address says, the statement is the merchant's own.
      await merchant.goto(app.url('/merchant/transactions?merchantCode=20000001'));
      await merchant.getByText(`Payments into merchant ${code}`).waitFor();
      expect(app.pageErrors).toEqual([]);
    },
  );
});

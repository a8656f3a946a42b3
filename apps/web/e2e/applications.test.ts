// Applications in the browser: an officer registers a new customer from the inquiry screen, a
// supervisor rejects the application, the officer uploads what was missing and resubmits, the
// supervisor approves and the core opens the account (a background job). Then a duplicate is flagged and resolved.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runApp, screenshot } from './harness.ts';
import { PNG, completeWizard, lastOtp, openApplicationsTab, pick, setTheme } from './applications-steps.ts';

const MOBILE = '+252618800123';
const ORG = 'Dahab Bank';
const FIRST = { name: 'Faadumo Cali Warsame', email: 'faadumo.warsame@mail.example' };
const DUPLICATE = { name: 'Faadumo C. Warsame', email: 'f.warsame@mail.example' };
const FOUR_EYES = 'You created this application; another user must review it.';
const STEP_TIMEOUT = 150_000;
/** How long a decision's core step may take: the worker looks for jobs every 2 s, the screen asks every 2 s. */
const CORE_STEP_TIMEOUT = 20_000;

describe('applications: from inquiry to an opened account', () => {
  const app = runApp();
  let officer: Page;
  let supervisor: Page;
  let customerId: string;
  let accountNumber: string;

  const readOtp = async () => lastOtp(app.baseUrl, await app.adminToken(), MOBILE);

  it(
    'officer finds no verified customer, registers one through the wizard: Pending',
    { timeout: STEP_TIMEOUT },
    async () => {
      officer = await app.signedInAt('officer', '/customer-inquiry');
      await pick(officer, officer, 'Organization', ORG);
      await officer.getByLabel('Mobile Number').fill(MOBILE);
      await officer.getByRole('button', { name: 'Search Customer' }).click();
      await officer.getByText('No customer found.').waitFor();
      await officer.getByRole('link', { name: 'Register New Customer' }).click();
      await officer.waitForURL(
        (u) => decodeURIComponent(u.pathname) === `/applications/new/${ORG}/${MOBILE}`,
      );

      // The branch comes from the user and cannot be changed; customer info waits for the OTP.
      expect(await officer.getByLabel('Branch').inputValue()).toBe('001');
      expect(await officer.getByLabel('Branch').isDisabled()).toBe(true);
      expect(await officer.getByLabel('Customer Name').count()).toBe(0);
      await screenshot(officer, 'new-application-dark');

      // Step 1 is checked before a code goes out: nothing is sent while it is incomplete.
      await officer.getByRole('button', { name: 'Send OTP' }).click();
      const details = officer.getByRole('region', { name: 'Step 1: Application details' });
      for (const message of ['Account Type is required.', 'Currency is required.', 'Language is required.'])
        await details.getByText(message, { exact: true }).waitFor();
      expect(await officer.getByRole('button', { name: 'OTP Sent' }).count()).toBe(0);
      await expect(readOtp()).rejects.toThrow('no OTP in the outbox');
      await screenshot(officer, 'new-application-step-1-required-dark');

      customerId = await completeWizard(officer, readOtp, FIRST, async () => {
        await officer.evaluate(() => window.scrollTo(0, 0));
        await screenshot(officer, 'new-application-filled-dark');
        await setTheme(officer, 'Light');
        await screenshot(officer, 'new-application-filled-light');
        await setTheme(officer, 'Dark');
      });
      await officer.getByText('The record has been added successfully.', { exact: true }).waitFor();
      const table = await openApplicationsTab(officer, app.baseUrl, customerId);
      await table.getByText('Pending', { exact: true }).waitFor();
      expect(await table.getByRole('cell', { name: /^SAV USD/ }).count()).toBe(1);
    },
  );

  it('officer cannot change the status of the application they made', { timeout: STEP_TIMEOUT }, async () => {
    const table = officer.getByRole('table', { name: 'Customer applications' });
    expect(await table.getByRole('button', { name: 'Change status' }).isDisabled()).toBe(true);
    expect(await table.getByText(FOUR_EYES, { exact: false }).isVisible()).toBe(true);
    await screenshot(officer, 'customer-applications-officer-dark');

    // The server holds the same line.
    const [application] = (await (
      await fetch(app.url(`/api/api/Customers/${customerId}/Applications`), {
        headers: { Authorization: `Bearer ${await app.adminToken()}` },
      })
    ).json()) as { id: string; rowVersion: number }[];
    const token = await app.apiToken('officer');
    const res = await fetch(app.url(`/api/api/Applications/${application!.id}/Status`), {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      // A well-formed request (with the version read), so only the four-eyes rule can refuse it.
      body: JSON.stringify({ status: 'Approved', rowVersion: application!.rowVersion }),
    });
    expect(res.status).toBe(403);
  });

  it('supervisor rejects it with two rejection items', { timeout: STEP_TIMEOUT }, async () => {
    supervisor = await app.signedInAt('supervisor', `/customers/${customerId}`);
    const table = await openApplicationsTab(supervisor, app.baseUrl, customerId);
    await setTheme(supervisor, 'Light'); // the theme switch is out of reach while a dialog is open
    await table.getByRole('button', { name: 'Change status' }).click();
    const dialog = supervisor.getByRole('dialog', { name: 'Change Application Status' });
    await pick(dialog, supervisor, 'Status', 'Rejected');
    await pick(dialog, supervisor, 'Reason 1', 'Document missing');
    await pick(dialog, supervisor, 'Document 1', 'National ID');
    await dialog.getByRole('button', { name: 'Add another reason' }).click();
    await pick(dialog, supervisor, 'Reason 2', 'Document missing');
    await pick(dialog, supervisor, 'Document 2', 'Proof of Address');
    await supervisor.waitForTimeout(300); // the dialog's opening animation
    await screenshot(supervisor, 'change-status-rejected-light');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await table.getByText('Rejected', { exact: true }).waitFor();
    await screenshot(supervisor, 'customer-applications-rejected-light');
    await setTheme(supervisor, 'Dark');
  });

  it(
    'officer sees the missing documents, uploads them and resubmits',
    { timeout: STEP_TIMEOUT },
    async () => {
      const table = await openApplicationsTab(officer, app.baseUrl, customerId);
      await table.getByRole('button', { name: 'Missing Documents' }).click();
      let dialog = officer.getByRole('dialog', { name: 'Missing Documents' });
      await dialog.getByRole('cell', { name: 'National ID' }).waitFor();
      expect(await dialog.getByRole('cell', { name: 'Proof of Address' }).isVisible()).toBe(true);
      await officer.waitForTimeout(300); // the dialog's opening animation
      await screenshot(officer, 'missing-documents-dark');
      await officer.keyboard.press('Escape');

      // Resubmitting too early: the server names what is still missing.
      await table.getByRole('button', { name: 'Resubmit' }).click();
      await officer.getByRole('alertdialog').getByRole('button', { name: 'Resubmit' }).click();
      await officer
        .getByText('Upload the missing documents first: National ID, Proof of Address.', { exact: true })
        .waitFor();

      await officer.getByRole('tab', { name: /^Documents/ }).click();
      for (const [type, number] of [
        ['National ID', 'SO-NID-880012'],
        ['Proof of Address', 'UTIL-2026-0042'],
      ] as const) {
        await officer.getByRole('button', { name: 'Upload Document' }).click();
        const upload = officer.getByRole('dialog', { name: 'Upload Document' });
        await pick(upload, officer, 'Document Type', type);
        await upload.getByLabel('Document Number').fill(number);
        await upload.getByLabel('Issue Date').fill('2025-01-10');
        await upload.getByLabel('Expiry Date').fill('2030-01-09');
        await upload
          .getByLabel('File')
          .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: PNG });
        await upload.getByRole('button', { name: 'Upload' }).click();
        await upload.waitFor({ state: 'detached' });
        await officer
          .getByRole('table', { name: 'Documents' })
          .getByRole('cell', { name: type, exact: true })
          .waitFor();
      }

      await officer.getByRole('tab', { name: /^Applications/ }).click();
      await table.getByRole('button', { name: 'Missing Documents' }).click();
      dialog = officer.getByRole('dialog', { name: 'Missing Documents' });
      await dialog.getByText('No missing documents.').waitFor();
      await officer.keyboard.press('Escape');
      await table.getByRole('button', { name: 'Resubmit' }).click();
      await officer.getByRole('alertdialog').getByRole('button', { name: 'Resubmit' }).click();
      await table.getByText('Pending', { exact: true }).waitFor();
    },
  );

  it(
    'supervisor approves: Completed, with an account the customer now holds',
    { timeout: STEP_TIMEOUT },
    async () => {
      const table = await openApplicationsTab(supervisor, app.baseUrl, customerId);
      await table.getByRole('button', { name: 'Change status' }).click();
      const dialog = supervisor.getByRole('dialog', { name: 'Change Application Status' });
      await pick(dialog, supervisor, 'Status', 'Approved');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      // A background job opens the account at the core; the tab asks again until it is done.
      await table.getByText('Completed', { exact: true }).waitFor({ timeout: CORE_STEP_TIMEOUT });
      accountNumber = (await table.locator('td.tabular-nums').first().innerText()).trim();
      expect(accountNumber).toMatch(/^\d{6,}$/);

      await table.getByRole('button', { name: 'History' }).click();
      const history = supervisor.getByRole('dialog', { name: 'Application History' });
      await history.getByText(`Account ${accountNumber} opened`).waitFor();
      expect(await history.getByRole('row').count()).toBe(6); // header + Pending, Rejected, Pending, Approved, Completed
      await supervisor.waitForTimeout(300); // the dialog's opening animation
      await screenshot(supervisor, 'application-history-dark');
      await supervisor.keyboard.press('Escape');

      // The customer is now verified in the core, and Show Accounts lists the new account.
      await supervisor.goto(app.url('/customer-inquiry'));
      await pick(supervisor, supervisor, 'Organization', ORG);
      await supervisor.getByLabel('Mobile Number').fill(MOBILE);
      await supervisor.getByRole('button', { name: 'Search Customer' }).click();
      await supervisor.getByRole('button', { name: `Actions for ${FIRST.name}` }).click();
      await supervisor.getByRole('menuitem', { name: 'Show Accounts' }).click();
      const accounts = supervisor.getByRole('dialog', { name: 'Accounts' });
      await accounts.getByRole('cell', { name: accountNumber, exact: true }).waitFor();
      await supervisor.keyboard.press('Escape');
    },
  );

  it(
    'a second application with the same mobile is Flagged; the supervisor resolves it onto the first customer',
    { timeout: STEP_TIMEOUT },
    async () => {
      await officer.goto(
        app.url(`/applications/new/${encodeURIComponent(ORG)}/${encodeURIComponent(MOBILE)}`),
      );
      const duplicateId = await completeWizard(officer, readOtp, DUPLICATE);
      expect(duplicateId).not.toBe(customerId);
      const mine = await openApplicationsTab(officer, app.baseUrl, duplicateId);
      await mine.getByText('Flagged', { exact: true }).waitFor();
      expect(await mine.getByRole('button', { name: 'Resolve' }).isDisabled()).toBe(true);

      await supervisor.goto(app.url('/applications'));
      await supervisor.getByRole('heading', { name: 'Applications' }).waitFor();
      await pick(supervisor, supervisor, 'Application status', 'Flagged');
      await supervisor.getByRole('button', { name: 'Apply Filters' }).click();
      await supervisor.waitForURL((u) => u.searchParams.get('status') === 'Flagged');
      const list = supervisor.getByRole('table', { name: 'Applications' });
      const row = list.getByRole('row').filter({ hasText: DUPLICATE.name });
      await row.getByText('Flagged', { exact: true }).waitFor();
      await screenshot(supervisor, 'applications-flagged-dark');
      await setTheme(supervisor, 'Light');
      await screenshot(supervisor, 'applications-flagged-light');
      await setTheme(supervisor, 'Dark');

      await row.getByRole('button', { name: `Actions for ${DUPLICATE.name}` }).click();
      await supervisor.getByRole('menuitem', { name: 'Resolve' }).click();
      const dialog = supervisor.getByRole('dialog', { name: 'Resolve Flagged Application' });
      const resolve = dialog.getByRole('button', { name: 'Resolve' });
      await dialog.getByRole('radio', { name: new RegExp(`^${FIRST.name}`) }).check();
      expect(await resolve.isDisabled()).toBe(true); // no comment yet
      await dialog
        .getByLabel('Comment (visible to the customer)')
        .fill('We added this account to your existing profile.');
      await supervisor.waitForTimeout(300); // the dialog's opening animation
      await screenshot(supervisor, 'resolve-flagged-dark');
      await resolve.click();
      await dialog.waitFor({ state: 'detached' });
      await supervisor.getByText('The record has been Updated successfully.', { exact: true }).waitFor();
      // Off the Flagged list (the demo's own flagged duplicates stay on it).
      await row.waitFor({ state: 'detached' });

      // The application now belongs to the first customer, Pending again.
      const first = await openApplicationsTab(supervisor, app.baseUrl, customerId);
      await first.getByText('Pending', { exact: true }).waitFor();
      expect(await first.getByText('Completed', { exact: true }).count()).toBe(1);

      // Shadow applications are asked for through the address.
      await supervisor.goto(app.url('/applications'));
      await supervisor.getByLabel('Show shadow applications').check();
      await supervisor.getByRole('button', { name: 'Apply Filters' }).click();
      await supervisor.waitForURL((u) => u.searchParams.get('isShadow') === 'true');
      expect(app.pageErrors).toEqual([]);
    },
  );
});

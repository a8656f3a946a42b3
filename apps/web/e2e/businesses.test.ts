// Businesses in the browser: an officer registers a business with two signatories and documents
// from the inquiry screen, a supervisor rejects it with two items, the officer uploads them and
// resubmits, the supervisor approves and the core opens the business account.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runApp, screenshot } from './harness.ts';
import { pick } from './applications-steps.ts';
import { fillSignatory, toggleColumn, uploadDocument } from './businesses-steps.ts';
import { expectAccessible } from './accessibility.ts';

const NAME = 'Qorax Solar Energy Cooperative';
const REGISTRATION = 'E2E-BRN-7781';
const STEP_TIMEOUT = 150_000;

describe('businesses: registration, KYB review and the business account', () => {
  const app = runApp();
  let officer: Page;
  let supervisor: Page;
  let profile: string;

  it(
    'officer finds no such business and registers it with two signatories',
    { timeout: STEP_TIMEOUT },
    async () => {
      officer = await app.signedInAt('officer', '/business-inquiry');
      await pick(officer, officer, 'Organization', 'Dahab Bank');
      await officer.getByLabel('Business Name').fill(NAME);
      await officer.getByRole('button', { name: 'Search', exact: true }).click();
      await officer.getByText('No businesses found.', { exact: true }).waitFor();
      await expectAccessible(officer, 'business inquiry, nothing found');
      await officer.getByRole('button', { name: 'Register New Business' }).click();

      const dialog = officer.getByRole('dialog', { name: 'Register New Business' });
      expect(await dialog.getByLabel('Business Name').inputValue()).toBe(NAME);
      await dialog.getByLabel('Registration Number').fill(REGISTRATION);
      await dialog.getByLabel('Registration Date').fill('2019-05-20');
      await pick(dialog, officer, 'Business Type', 'Cooperative');
      await dialog.getByLabel('Email', { exact: true }).fill('hello@qorax.example');
      await dialog.getByLabel('City').fill('Garowe');
      await pick(dialog, officer, 'Country', 'Somalia');
      await dialog.getByLabel('Address').fill('Airport Road 4');
      await dialog.getByLabel('Contact Person Name').fill('Sahra Jama');
      await dialog.getByLabel('Contact Person Phone').fill('+252619912345');
      await dialog.getByLabel('Capital Invested').fill('125000.50');
      await pick(dialog, officer, 'Signatory Type', 'Any Two');
      await pick(dialog, officer, 'Countries Traded With', 'Kenya');
      await officer.waitForTimeout(300); // the dialog's opening animation
      await expectAccessible(officer, 'registration, business step');
      await dialog.getByRole('button', { name: 'Next' }).click();

      await fillSignatory(officer, 1, {
        name: 'Sahra Jama Nuur',
        ownership: '60',
        idNumber: 'E2E-P-1001',
        mobile: '+252619912345',
      });
      await dialog.getByRole('button', { name: 'Add Signatory' }).click();
      await fillSignatory(officer, 2, {
        name: 'Cabdi Warsame',
        ownership: '50',
        idNumber: 'E2E-P-1002',
        mobile: '+252619912346',
      });
      await dialog.getByRole('button', { name: 'Next' }).click();
      // Together they would own 110 %: the step does not open the next one.
      await dialog.getByText('The signatories together cannot own more than 100 %.').waitFor();
      await dialog.getByRole('group', { name: 'Signatory 2' }).getByLabel('Ownership Percentage').fill('40');
      await expectAccessible(officer, 'registration, signatories step');
      await dialog.getByRole('button', { name: 'Next' }).click();

      expect(await dialog.getByLabel('Branch').inputValue()).toBe('001');
      await pick(dialog, officer, 'Account Type', 'Business Current');
      await pick(dialog, officer, 'Currency', 'USD');
      await pick(dialog, officer, 'Language', 'Somali');
      await screenshot(officer, 'register-business-account-dark');
      await dialog.getByRole('button', { name: 'Register Business' }).click();
      await officer.waitForURL((u) => /^\/businesses\/[0-9a-f-]{36}$/.test(u.pathname));
      profile = new URL(officer.url()).pathname;
      await officer.getByRole('heading', { name: NAME }).waitFor();
      await officer.getByText('Pending', { exact: true }).first().waitFor();
      await expectAccessible(officer, 'business profile');
    },
  );

  it(
    'officer adds the business papers and a signatory passport; cannot review it',
    { timeout: STEP_TIMEOUT },
    async () => {
      await officer.getByRole('tab', { name: 'Documents' }).click();
      await uploadDocument(officer, officer, 'Business Registration', REGISTRATION);
      await expectAccessible(officer, 'business documents');
      await officer.getByRole('button', { name: 'View Business Registration' }).click();
      const viewer = officer.getByRole('dialog', { name: 'Business Registration' });
      await viewer.locator('iframe').waitFor();
      await officer.keyboard.press('Escape');

      await officer.getByRole('tab', { name: 'Signatories' }).click();
      await officer.getByRole('button', { name: 'Details of Sahra Jama Nuur' }).click();
      const details = officer.getByRole('dialog', { name: 'Signatory Details' });
      await details.getByText('E2E-P-1001').waitFor();
      await uploadDocument(officer, details, 'National ID', 'SO-NID-1001');
      await expectAccessible(officer, 'signatory details');
      await details.getByRole('button', { name: 'Close' }).click();
      await details.waitFor({ state: 'detached' });
      // The Signatories table counts the document the dialog listed.
      const signatories = officer.getByRole('table', { name: 'Signatories' });
      const headers = await signatories.getByRole('columnheader').allInnerTexts();
      const sahra = signatories.getByRole('row').filter({ hasText: 'Sahra Jama Nuur' });
      await expect
        .poll(() => sahra.getByRole('cell').nth(headers.indexOf('Documents')).innerText())
        .toBe('1');
      expect(await officer.getByRole('button', { name: 'Change Status' }).isDisabled()).toBe(true);
    },
  );

  it('supervisor rejects it with two items', { timeout: STEP_TIMEOUT }, async () => {
    supervisor = await app.signedInAt('supervisor', '/businesses?name=qorax%20solar');
    const table = supervisor.getByRole('table', { name: 'Businesses' });
    await table.getByText(NAME).waitFor();
    await expectAccessible(supervisor, 'businesses list');
    await table.getByRole('link', { name: `Profile of ${NAME}` }).click();
    await supervisor.waitForURL((u) => u.pathname === profile);
    await supervisor.getByRole('button', { name: 'Change Status' }).click();
    const dialog = supervisor.getByRole('dialog', { name: 'Change Business Status' });
    await pick(dialog, supervisor, 'Status', 'Rejected');
    await pick(dialog, supervisor, 'Reason 1', 'Document missing');
    await pick(dialog, supervisor, 'Document 1', 'Trade License');
    await dialog.getByRole('button', { name: 'Add another reason' }).click();
    await pick(dialog, supervisor, 'Reason 2', 'Signatory not verified');
    await pick(dialog, supervisor, 'Document 2', 'Passport');
    await supervisor.waitForTimeout(300);
    await expectAccessible(supervisor, 'change business status');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await supervisor.getByText('Rejected', { exact: true }).first().waitFor();
  });

  it('officer uploads what is missing and resubmits', { timeout: STEP_TIMEOUT }, async () => {
    await officer.reload();
    await officer.getByRole('button', { name: 'Missing Documents' }).click();
    const missing = officer.getByRole('dialog', { name: 'Missing Documents' });
    await missing.getByRole('cell', { name: 'Trade License' }).waitFor();
    expect(await missing.getByRole('cell', { name: 'Passport' }).isVisible()).toBe(true);
    await expectAccessible(officer, 'missing documents');
    await officer.keyboard.press('Escape');

    await officer.getByRole('tab', { name: 'Documents' }).click();
    await uploadDocument(officer, officer, 'Trade License', 'TL-2026-77');
    await officer.getByRole('tab', { name: 'Signatories' }).click();
    await officer.getByRole('button', { name: 'Details of Cabdi Warsame' }).click();
    const details = officer.getByRole('dialog', { name: 'Signatory Details' });
    await uploadDocument(officer, details, 'Passport', 'E2E-P-1002');
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });

    await officer.getByRole('button', { name: 'Missing Documents' }).click();
    await officer
      .getByRole('dialog', { name: 'Missing Documents' })
      .getByText('No missing documents.')
      .waitFor();
    await officer.keyboard.press('Escape');
    await officer.getByRole('button', { name: 'Resubmit' }).click();
    await officer.getByText('Pending', { exact: true }).first().waitFor();
  });

  it(
    'supervisor approves: Completed, with the account number on the profile',
    { timeout: STEP_TIMEOUT },
    async () => {
      await supervisor.reload();
      await supervisor.getByRole('button', { name: 'Change Status' }).click();
      const dialog = supervisor.getByRole('dialog', { name: 'Change Business Status' });
      await pick(dialog, supervisor, 'Status', 'Approved');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      // A background job opens the account at the core; the profile asks again until it is done.
      await supervisor.getByText('Completed', { exact: true }).first().waitFor({ timeout: 20_000 });
      const account = await supervisor.getByTestId('business-account-number').textContent();
      expect(account).toMatch(/^001\d{7}$/);
      await supervisor.getByRole('tab', { name: 'Profile Details' }).click();
      await supervisor.getByText(account!, { exact: true }).first().waitFor();
      await screenshot(supervisor, 'business-completed-dark');
      expect(app.pageErrors).toEqual([]);
    },
  );

  it(
    'supervisor hides a column of the businesses list, and a reload keeps it hidden',
    { timeout: STEP_TIMEOUT },
    async () => {
      await supervisor.goto(app.url('/businesses?name=qorax%20solar'));
      const table = supervisor.getByRole('table', { name: 'Businesses' });
      await table.getByText(NAME).waitFor();
      const createdBy = table.getByRole('columnheader', { name: 'Created By' });
      await createdBy.waitFor();

      await toggleColumn(supervisor, 'Created By');
      await supervisor.waitForURL((u) => u.searchParams.get('hide') === 'createdBy');
      await createdBy.waitFor({ state: 'detached' });
      await supervisor.reload();
      await table.getByText(NAME).waitFor();
      expect(await createdBy.count()).toBe(0);
      const address = new URL(supervisor.url());
      expect(address.searchParams.get('hide')).toBe('createdBy');
      expect(address.searchParams.get('name')).toBe('qorax solar');
      await screenshot(supervisor, 'businesses-column-hidden');

      await toggleColumn(supervisor, 'Created By');
      await createdBy.waitFor();
      expect(new URL(supervisor.url()).searchParams.has('hide')).toBe(false);
      expect(app.pageErrors).toEqual([]);
    },
  );
});

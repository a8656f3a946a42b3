// Accounts and cards in the browser: an officer links an account to DahabPlus with an OTP and
// sets its daily limit; a cards user resets a card PIN with the customer's OTP and their own
// authenticator code, then asks for a limit change; another cards user approves it, then
// completes it, and the remarks history shows both steps. Axe checks every screen on the way.
import { describe, expect, it } from 'vitest';
import { runApp, screenshot } from './harness.ts';
import { lastOtp, pick } from './applications-steps.ts';
import { seriousViolations } from './accessibility.ts';
import { openAccounts, toast } from './cards-steps.ts';

const PHONE = '+252615550001';
const CUSTOMER = 'Amina Hassan Ali';
/** Amina's accounts in the sandbox core: the first is linked and has two cards, the second is not. */
const LINKED = '0010000001';
const UNLINKED = '0020000002';
/** An amount no demo requisition has, to find the new one among the living demo's. */
const AMOUNT = '1500.75';
/** The same amount as the lists write it. */
const AMOUNT_SHOWN = '1,500.75';
const STEP_TIMEOUT = 150_000;

describe('accounts and cards', () => {
  const app = runApp();
  const readOtp = async () => lastOtp(app.baseUrl, await app.adminToken(), PHONE);

  it(
    'officer links an account to DahabPlus with an OTP and sets its daily limit',
    { timeout: STEP_TIMEOUT },
    async () => {
      const officer = await app.signedInAt('officer', '/');
      const accounts = await openAccounts(officer, app.baseUrl, PHONE, CUSTOMER);
      await screenshot(officer, 'accounts-dialog');

      await accounts.getByRole('button', { name: `Link to DahabPlus: account ${UNLINKED}` }).click();
      const link = officer.getByRole('dialog', { name: 'Link Account' });
      await link.getByRole('button', { name: 'Send OTP' }).click();
      await link.getByRole('button', { name: 'OTP Sent' }).waitFor();
      await link.getByLabel('OTP', { exact: true }).fill(await readOtp());
      expect(await seriousViolations(officer)).toEqual([]);
      await link.getByRole('button', { name: 'Link Account' }).click();
      await toast(officer, 'Account linked successfully!');
      await link.waitFor({ state: 'detached' });

      await accounts.getByRole('button', { name: `Set Daily Limit: account ${UNLINKED}` }).click();
      const limit = officer.getByRole('dialog', { name: 'Set Daily Limit' });
      await limit.getByText('Not set').waitFor();
      expect(await seriousViolations(officer)).toEqual([]);
      await limit.getByLabel('New Daily Limit').fill('750.50');
      await limit.getByRole('button', { name: 'Set Limit' }).click();
      await toast(officer, 'The record has been Updated successfully.');
      await limit.waitFor({ state: 'detached' });
      // The core holds the exact decimal…
      const adminToken = await app.adminToken();
      const org = (
        (await (
          await fetch(app.url('/api/api/Organizations'), {
            headers: { Authorization: `Bearer ${adminToken}` },
          })
        ).json()) as { id: string; name: string }[]
      ).find((o) => o.name === 'Dahab Bank')!.id;
      const stored = await fetch(
        app.url(`/api/api/Accounts/GetLimit/${org}/${encodeURIComponent(PHONE)}/${UNLINKED}/SAV`),
        { headers: { Authorization: `Bearer ${adminToken}` } },
      );
      expect(await stored.json()).toMatchObject({ limit: '750.50', currency: 'SOS' });
      // …and the dialog shows it when opened again.
      await accounts.getByRole('button', { name: `Set Daily Limit: account ${UNLINKED}` }).click();
      try {
        await officer.getByRole('dialog', { name: 'Set Daily Limit' }).getByText('750.50 SOS').waitFor();
      } catch (error) {
        await screenshot(officer, 'set-limit-failed');
        throw error;
      }
    },
  );

  it(
    'a cards user resets a card PIN with the OTP and their own code, then asks for a limit change',
    { timeout: STEP_TIMEOUT },
    async () => {
      const cards = await app.signedInAt('cards', '/');
      const accounts = await openAccounts(cards, app.baseUrl, PHONE, CUSTOMER);
      await accounts.getByRole('button', { name: `Cards: account ${LINKED}` }).click();
      const cardsDialog = cards.getByRole('dialog', { name: 'Cards' });
      const table = cardsDialog.getByRole('table', { name: 'Cards' });
      await table.getByText('Fetching Data...').waitFor({ state: 'detached' });
      const first = table.getByRole('row').nth(1);
      // The first cell is the row number (#).
      const masked = (await first.getByRole('cell').nth(1).innerText()).trim();
      expect(masked).toMatch(/^\d{6}\*{6}\d{4}$/);
      await screenshot(cards, 'cards-dialog');

      await cardsDialog.getByRole('button', { name: `Reset PIN of card ${masked}` }).click();
      const reset = cards.getByRole('dialog', { name: 'Reset Card PIN' });
      const submit = reset.getByRole('button', { name: 'Reset Card PIN' });
      await reset.getByRole('button', { name: 'Send OTP' }).click();
      await reset.getByRole('button', { name: 'OTP Sent' }).waitFor();
      await reset.getByLabel('OTP', { exact: true }).fill(await readOtp());
      // Without the staff member's own code the reset cannot be sent.
      expect(await submit.isDisabled()).toBe(true);
      await reset.getByLabel('Your authenticator code').fill(await app.authenticatorCode('cards'));
      expect(await seriousViolations(cards)).toEqual([]);
      await submit.click();
      await toast(cards, 'PIN reset successfully!');
      await reset.waitFor({ state: 'detached' });

      await cardsDialog.getByRole('button', { name: `Request a limit change of card ${masked}` }).click();
      const request = cards.getByRole('dialog', { name: 'Request a limit change' });
      await pick(request, cards, 'Limit Type', 'ATM Withdrawal');
      await request.getByLabel('Amount').fill(AMOUNT);
      expect(await seriousViolations(cards)).toEqual([]);
      await request.getByRole('button', { name: 'Request Limit Change' }).click();
      await toast(cards, 'The record has been added successfully.');
      await request.waitFor({ state: 'detached' });
    },
  );

  it(
    'another cards user approves, then completes it; the remarks history shows both steps',
    { timeout: STEP_TIMEOUT },
    async () => {
      const checker = await app.signedInAt('cards.checker', '/');
      await checker.goto(app.url('/cards/requisitions'));
      const requisitions = checker.getByRole('table', { name: 'Card Requisitions' });
      await requisitions.getByText('Fetching Data...').waitFor({ state: 'detached' });
      expect(await seriousViolations(checker)).toEqual([]);

      await checker.goto(app.url(`/cards/limits?account=${LINKED}`));
      const limits = checker.getByRole('table', { name: 'Card Limits' });
      const row = limits.getByRole('row').filter({ hasText: `${AMOUNT_SHOWN} USD` });
      await row.waitFor();
      await screenshot(checker, 'card-limits');

      const decide = async (status: string, remarks: string) => {
        await row.getByRole('button', { name: /^Change Status/ }).click();
        const dialog = checker.getByRole('dialog', { name: 'Change Status' });
        await pick(dialog, checker, 'Status', status);
        if (remarks) await dialog.getByLabel('Remarks').fill(remarks);
        expect(await seriousViolations(checker)).toEqual([]);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await toast(checker, 'Requisition status changed successfully!');
        await dialog.waitFor({ state: 'detached' });
        // Completed is carried out at the core by a background job; the list asks again until it is.
        await row.getByText(status, { exact: true }).waitFor({ timeout: 20_000 });
      };
      await decide('Approved', 'Checked with the customer at the branch');
      await decide('Completed', '');
      expect(await row.getByRole('button', { name: /^Change Status/ }).isDisabled()).toBe(true);

      await row.getByRole('button', { name: /^Remarks History/ }).click();
      const history = checker.getByRole('dialog', { name: 'Remarks History' });
      const entries = history.getByRole('table', { name: 'Remarks History' });
      await entries.getByText('Checked with the customer at the branch').waitFor();
      expect(await entries.getByRole('row').count()).toBe(4);
      expect(await entries.getByText('cards.checker').count()).toBe(2);
      await screenshot(checker, 'remarks-history');
      expect(app.pageErrors).toEqual([]);
    },
  );
});

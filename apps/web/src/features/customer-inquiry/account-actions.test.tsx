import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { P, messages, type StoredSession } from '@console/contract/core';
import { mockApi, renderInRouter } from '@/test/table-support';
import { contractText } from '@/lib/contract-messages';
import { setLanguage } from '@/lib/language';
import { signedInAs } from '@/test/session';
import { AccountActions } from './account-actions';
import { AccountsDialog } from './accounts-dialog';

const signedIn = signedInAs();

const org = '11111111-1111-4111-8111-111111111111';
const customer = {
  customerId: 'C0001001',
  name: 'Amina Hassan Ali',
  mobile: '+252615550001',
  email: null,
  telephone: null,
};
const account = (no: string, mobileBanking: boolean) => ({
  account: no,
  accountType: 'SAV',
  currency: 'USD',
  branch: '001',
  accStatus: 'Active',
  mobileBanking,
  name: customer.name,
  phone: customer.mobile,
});
const limitPath = `GET Accounts/GetLimit/${org}/${encodeURIComponent(customer.mobile)}/0010000001/SAV`;
const officer = {
  userName: 'officer',
  permissions: [P.ListCustomerAccounts, P.LinkToDahabPlus, P.DeLinkFromDahabPlus, P.SetAccountDahabPlusLimit],
} as StoredSession;

describe('account actions', () => {
  it('offers Link to DahabPlus when disabled, the limit and removal when enabled; Cards needs its permission', () => {
    signedIn.session = officer;
    mockApi({});
    renderInRouter(() => (
      <>
        <AccountActions organizationId={org} account={account('0010000001', true)} customer={customer} />
        <AccountActions organizationId={org} account={account('0020000002', false)} customer={customer} />
      </>
    ));
    return waitFor(() => {
      expect(screen.getByRole('button', { name: 'Set Daily Limit: account 0010000001' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Remove from DahabPlus: account 0010000001' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Link to DahabPlus: account 0010000001' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Link to DahabPlus: account 0020000002' })).toBeTruthy();
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Cards: account 0020000002' }).disabled,
      ).toBe(true);
    });
  });

  it('sets a daily limit: the current one, then the spec messages, then the exact decimal', async () => {
    signedIn.session = officer;
    const calls = mockApi({
      [limitPath]: { body: { limit: '1500', currency: 'USD', maxLimit: '10000.00' } },
      'POST Accounts/SetLimit': { status: 204 },
    });
    const u = userEvent.setup();
    renderInRouter(() => (
      <AccountActions organizationId={org} account={account('0010000001', true)} customer={customer} />
    ));
    await u.click(await screen.findByRole('button', { name: 'Set Daily Limit: account 0010000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Daily Limit' });
    // Amounts as every screen writes them: grouped thousands, two decimals.
    await within(dialog).findByText('1,500.00 USD');
    expect(within(dialog).getByText('(at most 10,000.00 USD)')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Set Limit' });
    const input = within(dialog).getByLabelText('New Daily Limit');
    await u.click(save);
    expect(await within(dialog).findByText(messages.dailyLimitRequired)).toBeTruthy();
    await u.type(input, '-5');
    await u.click(save);
    expect(await within(dialog).findByText(messages.limitPositive)).toBeTruthy();
    expect(within(dialog).queryByText(messages.amountFormat)).toBeNull();
    await u.clear(input);
    await u.type(input, '0.5');
    await u.click(save);
    expect(await within(dialog).findByText(messages.limitPositive)).toBeTruthy();
    await u.clear(input);
    await u.type(input, '20000');
    await u.click(save);
    expect(await within(dialog).findByText('The daily limit cannot exceed 10,000.00 USD.')).toBeTruthy();
    await u.clear(input);
    await u.type(input, '750.50');
    await u.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'Accounts/SetLimit')?.body).toEqual({
      orgId: org,
      accountNo: '0010000001',
      mobile: customer.mobile,
      accountType: 'SAV',
      limit: '750.50',
    });
  });

  it('says when the current limit cannot be fetched', async () => {
    signedIn.session = officer;
    mockApi({ [limitPath]: { status: 503, body: { message: messages.unavailable } } });
    const u = userEvent.setup();
    renderInRouter(() => (
      <AccountActions organizationId={org} account={account('0010000001', true)} customer={customer} />
    ));
    await u.click(await screen.findByRole('button', { name: 'Set Daily Limit: account 0010000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Daily Limit' });
    expect(await within(dialog).findByText(messages.limitFetchFailed)).toBeTruthy();
  });

  it('links an account with the OTP sent for LinkAccount', async () => {
    signedIn.session = officer;
    const calls = mockApi({
      'POST Applications/SendOtp': { body: { sentTo: customer.mobile, expiresAt: '' } },
      'POST Accounts/Link': { body: { message: messages.accountLinked } },
    });
    const u = userEvent.setup();
    renderInRouter(() => (
      <AccountActions organizationId={org} account={account('0020000002', false)} customer={customer} />
    ));
    await u.click(await screen.findByRole('button', { name: 'Link to DahabPlus: account 0020000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link Account' });
    const link = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Link Account' });
    expect(link.disabled).toBe(true);
    await u.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await within(dialog).findByRole('button', { name: 'OTP Sent' });
    await u.click(link);
    expect(await within(dialog).findByText(messages.otpRequired)).toBeTruthy();
    await u.type(within(dialog).getByLabelText('OTP'), '123456');
    await u.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'Applications/SendOtp')?.body).toMatchObject({
      operation: 'LinkAccount',
    });
    expect(calls.find((c) => c.path === 'Accounts/Link')?.body).toEqual({
      organizationId: org,
      accountType: 'SAV',
      accountNo: '0020000002',
      mobile: customer.mobile,
      oTP: '123456',
    });
  });
});

describe('the account list in Arabic', () => {
  it('keeps account numbers, phones and amounts left to right, and says the server’s refusal in Arabic', async () => {
    await setLanguage('ar');
    signedIn.session = officer;
    mockApi({
      [`GET Customers/${customer.customerId}/Accounts`]: { body: [account('0010000001', true)] },
      [limitPath]: { body: { limit: '1500', currency: 'USD', maxLimit: '10000.00' } },
    });
    const u = userEvent.setup();
    renderInRouter(() => (
      <AccountsDialog
        organizationId={org}
        open
        customer={customer}
        onClose={() => undefined}
        renderAccountActions={(a, c) => <AccountActions organizationId={org} account={a} customer={c} />}
      />
    ));
    const ltr = (element: HTMLElement) => element.closest('bdi[dir="ltr"]');
    const dialog = await screen.findByRole('dialog', { name: 'الحسابات' });
    expect(ltr(within(dialog).getByText(customer.customerId))).not.toBeNull();
    const accounts = within(dialog).getByRole('table', { name: 'الحسابات' });
    expect(ltr(await within(accounts).findByText('0010000001'))).not.toBeNull();
    expect(ltr(within(accounts).getByText(customer.mobile))).not.toBeNull();
    expect(within(accounts).getByRole('columnheader', { name: 'نوع الحساب' })).toBeTruthy();
    expect(within(accounts).getByText('نشط')).toBeTruthy();
    expect(within(accounts).getByText('مفعّل')).toBeTruthy();

    await u.click(within(accounts).getByRole('button', { name: 'تعيين الحد اليومي: الحساب 0010000001' }));
    const limit = await screen.findByRole('dialog', { name: 'تعيين الحد اليومي' });
    expect(ltr(await within(limit).findByText('1,500.00 USD'))).not.toBeNull();
    await u.type(within(limit).getByLabelText('الحد اليومي الجديد'), '20000');
    await u.click(within(limit).getByRole('button', { name: 'تعيين الحد' }));
    // The contract's message, which the server says too, in Arabic with its amount.
    const refusal = await within(limit).findByRole('alert');
    expect(refusal.textContent).toBe(contractText.t('limitTooHigh', { max: '10,000.00', currency: 'USD' }));
    expect(refusal.textContent).toMatch(/\p{Script=Arabic}/u);
  });
});

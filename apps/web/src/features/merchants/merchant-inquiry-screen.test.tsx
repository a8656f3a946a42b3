import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { P, messages, type StoredSession } from '@console/contract/core';
import { mockApi, renderInRouter } from '@/test/table-support';
import { signedInAs } from '@/test/session';
import { clearToasts, getToasts } from '@/lib/toast';
import { account, dahab, InquiryScreen as Screen, kiosk, xamar } from './merchant-fixtures';

const signedIn = signedInAs();

const officer = (extra: string[] = []) =>
  ({ userName: 'officer', permissions: [P.ListMerchants, P.AddMerchant, ...extra] }) as StoredSession;

async function openAccount(u: ReturnType<typeof userEvent.setup>) {
  renderInRouter(() => <Screen />, '/merchant-inquiry');
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Search' });
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Organization' }).textContent).toBe('Dahab Bank'),
  );
  await u.type(screen.getByLabelText('Account number or merchant code'), '0019000001');
  await u.click(button);
  return screen.findByRole('table', { name: 'Merchants' });
}

describe('merchant inquiry', () => {
  it('shows the account from the core, then its merchants; Edit needs EditMerchant', async () => {
    signedIn.session = officer();
    const calls = mockApi({
      'GET Organizations': { body: [dahab] },
      'GET Accounts/Inquiry': { body: account },
      'GET Merchants': { body: [xamar, kiosk] },
    });
    const u = userEvent.setup();
    const table = await openAccount(u);
    await within(table).findByText('Xamar Fresh Market');
    const info = screen.getByRole('region', { name: 'Account Information' });
    expect(within(info).getByText('Xamar Fresh Market Ltd')).toBeTruthy();
    expect(within(info).getByText('Active')).toBeTruthy();
    expect(
      within(table).getByRole<HTMLButtonElement>('button', { name: 'Edit Xamar Fresh Market' }).disabled,
    ).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET Organizations',
      'GET Accounts/Inquiry',
      'GET Merchants',
    ]);
  });

  it("View Image asks the core for the account holder's photo; none on file says so", async () => {
    signedIn.session = officer();
    const calls = mockApi({
      'GET Organizations': { body: [dahab] },
      'GET Accounts/Inquiry': { body: account },
      'GET Merchants': { body: [xamar] },
      'GET Merchants/CIF/Image': { status: 404, body: { message: messages.noImage } },
    });
    const u = userEvent.setup();
    await openAccount(u);
    const info = screen.getByRole('region', { name: 'Account Information' });
    await u.click(within(info).getByRole('button', { name: 'View Image' }));
    const viewer = await screen.findByRole('dialog', { name: 'Xamar Fresh Market Ltd' });
    await within(viewer).findByText(messages.noImage);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET Merchants/CIF/Image');
  });

  it('creates a merchant with a generated code and says so', async () => {
    clearToasts();
    signedIn.session = officer();
    const calls = mockApi({
      'GET Organizations': { body: [dahab] },
      'GET Accounts/Inquiry': { body: account },
      'GET Merchants': { body: [] },
      'GET Merchants/GenerateCode': { body: { code: '48151623' } },
      'POST Merchants': { status: 201, body: { ...xamar, code: '48151623' } },
    });
    const u = userEvent.setup();
    await openAccount(u);
    await u.click(screen.getByRole('button', { name: 'Create Merchant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Merchant' });
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.merchantNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.mobileNumberRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.emailRequired)).toBeTruthy();
    await u.type(within(dialog).getByLabelText('Code (optional)'), 'abc');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.merchantCodeDigits)).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLInputElement>('Code (optional)').value).toBe('48151623'),
    );
    await u.type(within(dialog).getByLabelText('Merchant Name'), 'Jubba Corner');
    await u.type(within(dialog).getByLabelText('Mobile Number'), '+252615579001');
    await u.type(within(dialog).getByLabelText('Email'), 'corner@jubba.example.com');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      organizationId: dahab.id,
      accountNo: '0019000001',
      code: '48151623',
      name: 'Jubba Corner',
      phone: '+252615579001',
      email: 'corner@jubba.example.com',
    });
    expect(getToasts().flatMap((t) => t.messages)).toContain(messages.merchantCreated);
  });

  it('edits a merchant without touching its code', async () => {
    clearToasts();
    signedIn.session = officer([P.EditMerchant]);
    const calls = mockApi({
      'GET Organizations': { body: [dahab] },
      'GET Accounts/Inquiry': { body: account },
      'GET Merchants': { body: [xamar] },
      [`PUT Merchants/${xamar.id}`]: { status: 204 },
    });
    const u = userEvent.setup();
    const table = await openAccount(u);
    await u.click(await within(table).findByRole('button', { name: 'Edit Xamar Fresh Market' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Merchant' });
    const code = within(dialog).getByLabelText<HTMLInputElement>('Code');
    expect(code.disabled).toBe(true);
    expect(code.value).toBe('20000001');
    const name = within(dialog).getByLabelText('Merchant Name');
    await u.clear(name);
    await u.type(name, 'Xamar Market');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Xamar Market',
      phone: xamar.mobileNo,
      email: xamar.email,
      rowVersion: 1,
    });
    expect(getToasts().flatMap((t) => t.messages)).toContain(messages.merchantUpdated);
  });

  it('shows the QR with its payload, or says there is none', async () => {
    signedIn.session = officer();
    mockApi({
      'GET Organizations': { body: [dahab] },
      'GET Accounts/Inquiry': { body: account },
      'GET Merchants': { body: [xamar, kiosk] },
      [`GET Merchants/${xamar.id}/QRCode`]: {
        body: { payload: '000201010211...6304ABCD', image: 'data:image/png;base64,iVBORw0KGgo=' },
      },
    });
    const u = userEvent.setup();
    const table = await openAccount(u);
    await u.click(await within(table).findByRole('button', { name: 'QR Code of Xamar Fresh Market' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR Code' });
    expect((await within(dialog).findByTestId('qr-payload')).textContent).toBe('000201010211...6304ABCD');
    const img = within(dialog).getByRole('img');
    expect(img.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(within(dialog).getByRole('link', { name: 'Download PNG' }).getAttribute('download')).toBe(
      'merchant-20000001.png',
    );
    await u.keyboard('{Escape}');
    await u.click(within(table).getByRole('button', { name: 'QR Code of Xamar Kiosk' }));
    const none = await screen.findByRole('dialog', { name: 'QR Code' });
    expect(within(none).getByText(messages.noQrCode)).toBeTruthy();
  });

  it('asks for access after a confirmation; the access then waits for a supervisor', async () => {
    clearToasts();
    signedIn.session = officer();
    let asked = false;
    const pending = {
      id: 'c1',
      requestedBy: 'officer',
      requestedAt: '2026-11-21T09:30:00.000Z',
      expiresAt: '2026-11-24T09:30:00.000Z',
    };
    const calls = mockApi({
      'GET Organizations': { body: [dahab] },
      'GET Accounts/Inquiry': { body: account },
      'GET Merchants': { body: [xamar] },
      [`GET Merchants/${xamar.id}/User`]: () => ({ body: { user: null, pending: asked ? pending : null } }),
      'POST AppUsers/RegisterMerchantUser': () => {
        asked = true;
        return { status: 202, body: { id: 'c1', kind: 'MerchantAccess', status: 'Pending' } };
      },
    });
    const u = userEvent.setup();
    const table = await openAccount(u);
    await u.click(await within(table).findByRole('button', { name: 'Access of Xamar Fresh Market' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merchant Access' });
    expect(await within(dialog).findByText(messages.merchantHasNoUser)).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Create New Access' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Create New Access' });
    expect(within(confirm).getByText(messages.createAccessConfirm)).toBeTruthy();
    await u.click(within(confirm).getByRole('button', { name: 'Create' }));
    const status = await within(dialog).findByRole('status');
    expect(within(status).getByText('Waiting for approval')).toBeTruthy();
    expect(within(status).getByText(messages.merchantAccessPending)).toBeTruthy();
    expect(within(status).getByText('officer')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Create New Access' })).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ merchantId: xamar.id });
    expect(getToasts().flatMap((t) => t.messages)).toContain(
      `Sent for approval: once a supervisor approves the access, its first password goes to ${xamar.mobileNo} by SMS.`,
    );
  });

  it('shows the user once the access was approved', async () => {
    signedIn.session = officer();
    const user = { id: 'u1', userName: '20000001', email: xamar.email, phone: xamar.mobileNo };
    mockApi({
      'GET Organizations': { body: [dahab] },
      'GET Accounts/Inquiry': { body: account },
      'GET Merchants': { body: [xamar] },
      [`GET Merchants/${xamar.id}/User`]: { body: { user, pending: null } },
    });
    const u = userEvent.setup();
    const table = await openAccount(u);
    await u.click(await within(table).findByRole('button', { name: 'Access of Xamar Fresh Market' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merchant Access' });
    expect(await within(dialog).findByText('20000001')).toBeTruthy();
    expect(within(dialog).queryByText('Waiting for approval')).toBeNull();
  });
});

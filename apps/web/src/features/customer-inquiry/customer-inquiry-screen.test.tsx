import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { P, messages, type StoredSession } from '@console/contract/core';
import { mockApi, renderInRouter } from '@/test/table-support';
import { signedInAs } from '@/test/session';
import { clearToasts, getToasts } from '@/lib/toast';
import { CustomerInquiryScreen } from './customer-inquiry-screen';
import { validateInquirySearch } from './inquiry-search';

const signedIn = signedInAs();

const dahab = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Dahab Bank',
  supportedAccounts: [],
  supportedLanguages: [],
};
const salaam = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Salaam Microfinance',
  supportedAccounts: [],
  supportedLanguages: [],
};
const amina = {
  customerId: 'C0001001',
  name: 'Amina Hassan Ali',
  mobile: '+252615550001',
  email: null,
  telephone: null,
};
const profile = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Hodan Yusuf Farah',
  mobile: '+252615550004',
  email: 'hodan@mail.example',
  status: 'Pending',
  organizationId: dahab.id,
  organizationName: 'Dahab Bank',
  documents: 0,
  applications: 1,
  pendingApplications: 1,
  createdAt: '2026-10-01T08:30:00.000Z',
  createdBy: 'officer',
};

function Screen() {
  const search = useRouterState({ select: (s) => validateInquirySearch(s.location.search) });
  return <CustomerInquiryScreen search={search} />;
}

const search = (mobile: string) => `GET Customers/InquiryByPhone/${dahab.id}/${encodeURIComponent(mobile)}`;

async function searchFor(u: ReturnType<typeof userEvent.setup>, mobile: string) {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Search Customer' });
  await u.type(screen.getByLabelText('Mobile Number'), mobile);
  await waitFor(() => expect(button.disabled).toBe(false));
  await u.click(button);
}

describe('customer inquiry', () => {
  it('needs an organization and a mobile; the only organization is chosen for the user', async () => {
    mockApi({ 'GET Organizations': { body: [dahab, salaam] } });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/customer-inquiry');
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Search Customer' });
    await u.type(screen.getByLabelText('Mobile Number'), '+252615550001');
    // Two organizations: none is chosen for the user.
    expect(button.disabled).toBe(true);
    await u.click(screen.getByRole('combobox', { name: 'Organization' }));
    await u.click(await screen.findByRole('option', { name: 'Salaam Microfinance' }));
    expect(button.disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Customers List' }).getAttribute('href')).toBe('/customers');
  });

  it('none verified, no profile: offers Register New Customer for the organization and mobile', async () => {
    const calls = mockApi({
      'GET Organizations': { body: [dahab] },
      [search('+252615559999')]: { body: [] },
      'GET Customers/Lookup': { body: [] },
    });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/customer-inquiry');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Organization' }).textContent).toBe('Dahab Bank'),
    );
    await searchFor(u, '+252615559999');
    const register = await screen.findByRole('link', { name: 'Register New Customer' });
    expect(decodeURIComponent(register.getAttribute('href') ?? '')).toBe(
      '/applications/new/Dahab Bank/+252615559999',
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET Organizations',
      search('+252615559999'),
      'GET Customers/Lookup',
    ]);
  });

  it('none verified but a profile exists: lists it with a Profile button', async () => {
    mockApi({
      'GET Organizations': { body: [dahab] },
      [search('+252615550004')]: { body: [] },
      'GET Customers/Lookup': { body: [profile] },
    });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/customer-inquiry');
    await searchFor(u, '+252615550004');
    const table = await screen.findByRole('table', { name: 'Existing Profiles' });
    await within(table).findByText('Hodan Yusuf Farah');
    expect(
      within(table).getByRole('link', { name: 'Profile of Hodan Yusuf Farah' }).getAttribute('href'),
    ).toBe(`/customers/${profile.id}`);
    expect(screen.queryByRole('link', { name: 'Register New Customer' })).toBeNull();
  });

  it('lists verified customers and resets the M-Banking PIN with an OTP', async () => {
    clearToasts();
    signedIn.session = { userName: 'officer', permissions: [P.ListCustomers, P.ResetPin] } as StoredSession;
    const calls = mockApi({
      'GET Organizations': { body: [dahab] },
      [search('+252615550001')]: { body: [amina] },
      'POST Applications/SendOtp': { body: { sentTo: amina.mobile, expiresAt: '' } },
      'POST Customers/ResetPin': { body: { message: 'ok' } },
    });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/customer-inquiry');
    await searchFor(u, '+252615550001');
    const table = await screen.findByRole('table', { name: 'Verified Customers' });
    await within(table).findByText('Amina Hassan Ali');

    await u.click(within(table).getByRole('button', { name: 'Actions for Amina Hassan Ali' }));
    expect(screen.getByRole('menuitem', { name: 'Show Accounts' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await u.click(screen.getByRole('menuitem', { name: 'Reset M-Banking PIN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset M-Banking PIN' });
    const reset = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Reset PIN' });
    expect(reset.disabled).toBe(true);
    await u.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await within(dialog).findByRole('button', { name: 'OTP Sent' });
    await u.type(within(dialog).getByLabelText('OTP'), '123456');
    expect(reset.disabled).toBe(true);
    await u.type(within(dialog).getByLabelText('Your authenticator code'), '654321');
    expect(reset.disabled).toBe(false);
    await u.click(reset);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'Applications/SendOtp')?.body).toEqual({
      organizationId: dahab.id,
      phone: amina.mobile,
      operation: 'ResetPin',
      customerId: 'C0001001',
    });
    expect(calls.find((c) => c.path === 'Customers/ResetPin')?.body).toEqual({
      organizationId: dahab.id,
      customerId: 'C0001001',
      mobile: amina.mobile,
      oTP: '123456',
      totp: '654321',
    });
    expect(getToasts().flatMap((t) => t.messages)).toEqual([messages.pinReset]);
    signedIn.session = null;
  });
});

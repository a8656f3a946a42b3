import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contractText } from '@/lib/contract-messages';
import { setLanguage } from '@/lib/language';
import { mockApi } from '@/test/table-support';
import { signedInAs } from '@/test/session';
import { renderWithRouter } from '@/test/render-with-router';
import { CUSTOMER_ID, DAHAB_ID, application, organizations, session } from '@/test/application-fixtures';
import { emptyApplication, newApplicationSchema } from './new-application-schema';
import { NewApplicationScreen } from './new-application-screen';

const signedIn = signedInAs();

const MOBILE = '+252618800123';

function api() {
  return mockApi({
    'GET Organizations': { body: organizations },
    'POST Applications/SendOtp': { body: { sentTo: MOBILE, expiresAt: '2026-11-01T08:05:00.000Z' } },
    'POST Applications': { status: 201, body: application() },
  });
}

async function open(orgName = 'Dahab Bank', mobile = MOBILE, branchCode: string | null = '001') {
  signedIn.session = session({ userName: 'officer', branchCode });
  const calls = api();
  const user = userEvent.setup();
  const rendered = await renderWithRouter(
    <NewApplicationScreen orgName={orgName} mobileNo={mobile} />,
    '/new',
  );
  return { calls, user, ...rendered };
}

const combo = (name: string) => screen.getByRole<HTMLButtonElement>('combobox', { name });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const pick = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(combo(label));
  await user.click(screen.getByRole('option', { name: option }));
};

describe('new-application wizard', () => {
  it('goes back to /customer-inquiry when the organization is unknown', async () => {
    const { location } = await open('No Such Bank');
    await waitFor(() => expect(location()).toBe('/customer-inquiry'));
  });

  it('preselects the organization; account types, currencies and languages follow it', async () => {
    const { user } = await open();
    await waitFor(() => expect(combo('Organization').textContent).toContain('Dahab Bank'));
    expect(combo('Account Type').disabled).toBe(false);
    expect(combo('Currency').disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Branch').value).toBe('001');

    await user.click(combo('Account Type'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Savings', 'Current']);
    await user.click(screen.getByRole('option', { name: 'Current' }));
    expect(combo('Currency').disabled).toBe(false);
    await user.click(combo('Currency'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['USD', 'SOS', 'EUR']);
    await user.click(screen.getByRole('option', { name: 'EUR' }));

    // A new organization resets the account type (and so the currency).
    await user.click(combo('Organization'));
    await user.click(screen.getByRole('option', { name: 'Salaam Microfinance' }));
    expect(combo('Account Type').textContent).toContain('Select account type');
    expect(combo('Currency').disabled).toBe(true);
    await user.click(combo('Language'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English']);
  });

  it('checks step 1 before the OTP is sent, and the customer step after', async () => {
    const { user, calls } = await open();
    await screen.findByRole('button', { name: 'Send OTP' });
    expect(screen.queryByLabelText('Customer Name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() =>
      expect(alerts()).toEqual([
        'Account Type is required.',
        'Currency is required.',
        'Language is required.',
      ]),
    );
    expect(calls.some((c) => c.path === 'Applications/SendOtp')).toBe(false);
    expect(screen.queryByRole('button', { name: 'OTP Sent' })).toBeNull();

    await pick(user, 'Account Type', 'Savings');
    await waitFor(() => expect(alerts()).toEqual(['Currency is required.', 'Language is required.']));
    await pick(user, 'Currency', 'SOS');
    await pick(user, 'Language', 'Somali');
    await waitFor(() => expect(alerts()).toEqual([]));
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('button', { name: 'OTP Sent' });
    expect(calls.find((c) => c.path === 'Applications/SendOtp')?.body).toEqual({
      organizationId: DAHAB_ID,
      phone: MOBILE,
      operation: 'NewApplication',
      customerId: null,
    });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(alerts()).toEqual(['OTP is required.', 'Customer Name is required.', 'Email Name is required.']),
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === 'Applications')).toBe(false);
  });

  it('submits the application and goes to the new profile', async () => {
    const { user, calls, location } = await open();
    await screen.findByRole('button', { name: 'Send OTP' });
    await pick(user, 'Account Type', 'Savings');
    await pick(user, 'Currency', 'SOS');
    await pick(user, 'Language', 'Somali');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('button', { name: 'OTP Sent' });
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.type(screen.getByLabelText('Customer Name'), 'Faadumo Cali');
    await user.type(screen.getByLabelText('Email'), 'faadumo@mail.example');
    await user.type(screen.getByLabelText('Salary'), '700');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(location()).toBe(`/customers/${CUSTOMER_ID}`));
    const body = calls.find((c) => c.method === 'POST' && c.path === 'Applications')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      organizationId: DAHAB_ID,
      accountType: 'SAV',
      currency: 'SOS',
      branchCode: '001',
      language: 'Somali',
      mobile: MOBILE,
      oTP: '123456',
    });
    expect(body.customer).toMatchObject({
      name: 'Faadumo Cali',
      email: 'faadumo@mail.example',
      salary: 700,
      city: null,
      language: 'Somali',
    });
  });

  it('without a branch: the yellow notice, and no way to send an OTP or submit', async () => {
    await open('Dahab Bank', MOBILE, null);
    expect(
      await screen.findByText('Your user must be attached to a branch to create a new application.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send OTP' }).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
  });

  it('a mobile number with letters: only digits, and no OTP', async () => {
    await open('Dahab Bank', '61880x123');
    expect(await screen.findByText('Mobile number must contain only digits.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send OTP' }).disabled).toBe(true);
  });

  it('the schema says the spec messages for a missing organization and mobile', () => {
    const result = newApplicationSchema.safeParse(emptyApplication('', '', ''));
    const texts = result.error?.issues.map((i) => i.message) ?? [];
    expect(texts).toEqual(
      expect.arrayContaining(['Organization is required.', 'Mobile number is required to send OTP.']),
    );
  });
});

describe('new-application wizard in Arabic', () => {
  const arabic = /\p{Script=Arabic}/u;

  it('shows step 1 in Arabic, the mobile left to right, and says what is missing before an OTP', async () => {
    await setLanguage('ar');
    const { user, calls } = await open();
    expect(await screen.findByRole('heading', { name: 'طلب جديد' })).toBeTruthy();
    const mobile = screen.getByText(MOBILE);
    expect(mobile.closest('bdi[dir=ltr]')).toBe(mobile);
    expect(mobile.parentElement?.textContent).toBe(`سجّل عميلًا جديدًا برقم الجوال ${MOBILE} مع حسابه الأول.`);

    // (jsdom's accessible names drop the space after the hidden "الخطوة 1:")
    const step = await screen.findByRole('region', { name: /^الخطوة 1: ?تفاصيل الطلب$/ });
    expect(within(step).getByText('الحساب الذي يتقدّم العميل بطلبه.')).toBeTruthy();
    await waitFor(() => expect(combo('المؤسسة').textContent).toContain('Dahab Bank'));
    expect(combo('نوع الحساب').textContent).toContain('اختر نوع الحساب');
    expect(combo('العملة').disabled).toBe(true);
    expect(within(step).getByLabelText<HTMLInputElement>('الفرع').value).toBe('001');

    // Step 1 is checked before a code is sent; the contract's messages say what is missing.
    const verify = screen.getByRole('region', { name: /^الخطوة 2: ?التحقق من الهاتف$/ });
    await user.click(within(verify).getByRole('button'));
    const required = contractText.t('accountTypeRequired');
    expect(await within(step).findByText(required)).toBeTruthy();
    expect(required).toMatch(arabic);
    expect(calls.some((c) => c.path === 'Applications/SendOtp')).toBe(false);
  });

  it('says in Arabic why no OTP can be sent without a branch or with letters in the mobile', async () => {
    await setLanguage('ar');
    await open('Dahab Bank', '61880x123', null);
    const branch = await screen.findByText(contractText.t('branchNeeded'));
    expect(branch.textContent).toMatch(arabic);
    expect(screen.getByText(contractText.t('mobileDigitsOnly')).textContent).toMatch(arabic);
  });
});

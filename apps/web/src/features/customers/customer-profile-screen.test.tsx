import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { P, countries, messages, type StoredSession } from '@console/contract/core';
import { contractText } from '@/lib/contract-messages';
import { setLanguage } from '@/lib/language';
import { mockApi, renderInRouter } from '@/test/table-support';
import { signedInAs } from '@/test/session';
import { CustomerProfileScreen } from './customer-profile-screen';

const signedIn = signedInAs();

const ID = '55555555-5555-4555-8555-555555555555';
/** A profile as the API answers it: its personal fields masked (docs/personal-data.md). */
const customer = {
  id: ID,
  rowVersion: 1,
  isDeleted: false,
  createdAt: '2026-10-01T08:30:00.000Z',
  createdBy: 'officer',
  timeStamp: '2026-10-01T08:30:00.000Z',
  name: 'Amina Hassan Ali',
  mobile: '*********001',
  email: 'a***@mail.example',
  status: 'Approved',
  organizationId: '66666666-6666-4666-8666-666666666666',
  organizationName: 'Dahab Bank',
  documents: 1,
  applications: 1,
  pendingApplications: 0,
  coreCustomerId: 'C0001001',
  telephone: null,
  address: '***',
  city: 'Mogadishu',
  country: 'SO',
  nationality: 'KE',
  dateOfBirth: '1988-**-**',
  gender: 'Female',
  title: 'Ms',
  motherName: null,
  employment: 'Employed',
  employer: 'Hormuud Telecom',
  salary: 950,
  salaryFrequency: 'Monthly',
  totalIncome: null,
  totalNetWorth: null,
  nomineeName: 'Hassan Ali',
  nomineeAddress: null,
  nomineeRelationship: 'Parent',
  language: 'Somali',
};
const documents = [
  {
    id: '77777777-7777-4777-8777-777777777777',
    customerId: ID,
    documentType: 'Passport',
    documentNo: 'P123',
    issueDate: '2024-01-01',
    expireDate: '2034-01-01',
    contentType: 'application/pdf',
    size: 2048,
    createdAt: '2026-10-02T08:30:00.000Z',
    createdBy: 'officer',
  },
];

const applicationsTab = () => <p>Applications slot</p>;

describe('customer profile', () => {
  it('shows the sections with country names, and the other tabs', async () => {
    signedIn.session = {
      userName: 'officer',
      permissions: [P.ListCustomers, P.ListDocuments],
    } as StoredSession;
    mockApi({
      [`GET Customers/${ID}`]: { body: customer },
      'GET Metadata/Countries': { body: countries },
      [`GET Customers/${ID}/Documents`]: { body: documents },
    });
    const u = userEvent.setup();
    renderInRouter(() => (
      <CustomerProfileScreen id={ID} applicationsTab={applicationsTab} screeningTab={null} />
    ));
    await screen.findByRole('heading', { name: 'Amina Hassan Ali' });
    for (const title of ['Contact', 'Personal', 'Address', 'Employment', 'Financial', 'Nominee'])
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    const address = screen.getByRole('region', { name: 'Address' });
    await within(address).findByText('Somalia');
    expect(within(screen.getByRole('region', { name: 'Personal' })).getByText('Kenya')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Financial' })).getByText('950.00')).toBeTruthy();
    // Edit Customer needs EditCustomer; Upload Document needs AddDocument.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit Customer' }).disabled).toBe(true);

    await u.click(screen.getByRole('tab', { name: 'Applications' }));
    await screen.findByText('Applications slot');
    await u.click(screen.getByRole('tab', { name: 'Documents' }));
    const table = await screen.findByRole('table', { name: 'Documents' });
    await within(table).findByText('Passport');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Upload Document' }).disabled).toBe(true);
  });

  it('links Edit Customer for a user who may edit', async () => {
    signedIn.session = {
      userName: 'officer',
      permissions: [P.ListCustomers, P.EditCustomer],
    } as StoredSession;
    mockApi({ [`GET Customers/${ID}`]: { body: customer }, 'GET Metadata/Countries': { body: countries } });
    renderInRouter(() => (
      <CustomerProfileScreen id={ID} applicationsTab={applicationsTab} screeningTab={null} />
    ));
    const edit = await screen.findByRole('link', { name: 'Edit Customer' });
    expect(edit.getAttribute('href')).toBe(`/customers/edit/${ID}`);
  });

  it('reveals one masked field with a reason for a holder of pii.reveal, on this screen only', async () => {
    signedIn.session = {
      userName: 'officer',
      permissions: [P.ListCustomers, P.RevealPersonalData],
    } as StoredSession;
    const calls = mockApi({
      [`GET Customers/${ID}`]: { body: customer },
      'GET Metadata/Countries': { body: countries },
      [`POST Customers/${ID}/Reveal`]: { body: { field: 'dateOfBirth', value: '1988-04-12' } },
    });
    const u = userEvent.setup();
    renderInRouter(() => (
      <CustomerProfileScreen id={ID} applicationsTab={applicationsTab} screeningTab={null} />
    ));
    await screen.findByRole('heading', { name: 'Amina Hassan Ali' });
    // A button beside each masked field that holds a value; none beside an empty one.
    for (const field of ['Mobile', 'Email', 'Date of Birth', 'Address'])
      expect(screen.getByRole('button', { name: `Reveal ${field}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reveal Telephone' })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Reveal Date of Birth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reveal Date of Birth' });
    await u.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    await within(dialog).findByText(messages.revealReasonCodeRequired);
    expect(within(dialog).getByText(messages.revealReasonRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await u.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await u.click(await screen.findByRole('option', { name: 'Know-your-customer review' }));
    await u.type(within(dialog).getByLabelText('Details'), 'Annual review');
    await u.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    await screen.findByText('1988-04-12');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      field: 'dateOfBirth',
      reason: { code: 'KycReview', text: 'Annual review' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reveal Date of Birth' })).toBeNull();
    expect(screen.getByText(customer.email)).toBeTruthy();
  });

  it('shows no Reveal button without pii.reveal', async () => {
    signedIn.session = { userName: 'support', permissions: [P.ListCustomers] } as StoredSession;
    mockApi({ [`GET Customers/${ID}`]: { body: customer }, 'GET Metadata/Countries': { body: countries } });
    renderInRouter(() => (
      <CustomerProfileScreen id={ID} applicationsTab={applicationsTab} screeningTab={null} />
    ));
    await screen.findByRole('heading', { name: 'Amina Hassan Ali' });
    expect(screen.getByText('1988-**-**')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Reveal/ })).toBeNull();
  });

  it('says the customer was not found when it cannot be loaded', async () => {
    mockApi({});
    renderInRouter(() => (
      <CustomerProfileScreen id={ID} applicationsTab={applicationsTab} screeningTab={null} />
    ));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.customerNotFound);
    expect(messages.customerNotFound).toBe(
      'Customer Not Found / Could not retrieve data for the requested customer.',
    );
  });
});

describe('customer profile in Arabic', () => {
  const arabic = /\p{Script=Arabic}/u;

  it('shows its tabs and sections in Arabic, the mobile left to right, and the Upload Document dialog', async () => {
    await setLanguage('ar');
    signedIn.session = {
      userName: 'officer',
      permissions: [P.ListCustomers, P.ListDocuments, P.AddDocument, P.EditCustomer],
    } as StoredSession;
    mockApi({
      [`GET Customers/${ID}`]: { body: customer },
      'GET Metadata/Countries': { body: countries },
      [`GET Customers/${ID}/Documents`]: { body: [] },
    });
    const u = userEvent.setup();
    renderInRouter(() => (
      <CustomerProfileScreen id={ID} applicationsTab={applicationsTab} screeningTab={null} />
    ));
    await screen.findByRole('heading', { name: 'Amina Hassan Ali' });
    expect(screen.getByRole('tab', { name: 'تفاصيل الملف' })).toBeTruthy();
    expect(screen.getByText('موافق عليه')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تعديل العميل' })).toBeTruthy();
    // Section titles (the address section also has an address field).
    for (const title of ['بيانات الاتصال', 'البيانات الشخصية', 'العنوان', 'البيانات المالية', 'المستفيد'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const mobile = screen.getByText(customer.mobile);
    expect(mobile.closest('bdi[dir=ltr]')).toBe(mobile);
    expect(screen.getByText('C0001001').closest('bdi[dir=ltr]')).toBeTruthy();

    await u.click(screen.getByRole('tab', { name: /^المستندات/ }));
    await u.click(await screen.findByRole('button', { name: 'رفع مستند' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفع مستند' });
    expect(within(dialog).getByText('أرفق بهذا العميل مستند هوية أو إثباتًا أو صورة.')).toBeTruthy();
  });

  it("says the server's Customer Not Found in Arabic, with the way back", async () => {
    await setLanguage('ar');
    mockApi({});
    renderInRouter(() => (
      <CustomerProfileScreen id={ID} applicationsTab={applicationsTab} screeningTab={null} />
    ));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(contractText.t('customerNotFound'));
    expect(alert.textContent).toMatch(arabic);
    expect(screen.getByRole('link', { name: 'قائمة العملاء' })).toBeTruthy();
  });
});

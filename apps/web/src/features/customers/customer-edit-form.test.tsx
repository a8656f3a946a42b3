import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countries, lookups, messages, type customersApi } from '@console/contract';
import { mockApi, renderInRouter } from '@/test/table-support';
import { clearToasts, getToasts } from '@/lib/toast';
import { CustomerEditForm, FILL_DELAY_MS } from './customer-edit-form';

/** A profile as the API answers it: its personal fields masked (docs/personal-data.md). */
const customer: customersApi.Customer = {
  id: '55555555-5555-4555-8555-555555555555',
  rowVersion: 3,
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
  documents: 0,
  applications: 1,
  pendingApplications: 0,
  coreCustomerId: 'C0001001',
  telephone: '*********777',
  address: '***',
  city: 'Mogadishu',
  country: 'SO',
  nationality: 'SO',
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
  nomineeName: null,
  nomineeAddress: null,
  nomineeRelationship: null,
  language: 'Somali',
  occupation: 'Engineer',
  sourceOfFunds: null,
  expectedMonthlyTurnover: '1200.50',
  accountPurpose: null,
  pepSelfDeclared: false,
  pepRelationship: null,
};

const answers = {
  'GET Metadata/Lookups/Gender': { body: lookups.Gender },
  'GET Metadata/Lookups/Title': { body: lookups.Title },
  'GET Metadata/Lookups/EmploymentStatus': { body: lookups.EmploymentStatus },
  'GET Metadata/Lookups/SalaryFrequency': { body: lookups.SalaryFrequency },
  'GET Metadata/Lookups/Relationship': { body: lookups.Relationship },
  'GET Metadata/Countries': { body: countries },
};
const languages = [
  { id: 'Somali', name: 'Somali' },
  { id: 'English', name: 'English' },
];
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('customer edit form', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 1 second before filling its fields; the mobile is read-only', async () => {
    vi.useFakeTimers();
    mockApi(answers);
    renderInRouter(() => <CustomerEditForm customer={customer} languages={languages} />);
    await act(() => vi.advanceTimersByTimeAsync(FILL_DELAY_MS - 1));
    expect(input('Customer Name').value).toBe('');
    expect(input('City').disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' }).disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(input('Customer Name').value).toBe('Amina Hassan Ali');
    expect(input('City').value).toBe('Mogadishu');
    expect(input('Salary').value).toBe('950');
    expect(input('City').disabled).toBe(false);
    expect(input('Mobile').value).toBe('*********001');
    // A masked field never holds its mask: it starts empty and says that empty keeps it.
    for (const label of ['Email', 'Telephone', 'Date of Birth', 'Address']) {
      expect(input(label).value, label).toBe('');
      expect(input(label).getAttribute('aria-describedby'), label).toMatch(/-hint$/);
    }
    expect(
      screen.getAllByText('Hidden. Leave it empty to keep the current value, or type a new one.'),
    ).toHaveLength(5);
    expect(input('Mobile').disabled).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Gender' }).textContent).toBe('Female');
  }, 20_000);

  it('requires a name, then saves with the version it read, leaving out the masked fields left empty', async () => {
    clearToasts();
    const calls = mockApi({
      ...answers,
      [`PUT Customers/${customer.id}/3`]: { status: 204 },
    });
    const u = userEvent.setup();
    renderInRouter(() => <CustomerEditForm customer={customer} languages={languages} />);
    await waitFor(() => expect(input('Customer Name').value).toBe('Amina Hassan Ali'), { timeout: 3000 });

    await u.clear(input('Customer Name'));
    await u.type(input('Email'), 'not an address');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(messages.customerNameRequired);
    expect(screen.getByText(messages.emailInvalid)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await u.type(input('Customer Name'), 'Amina H. Ali');
    await u.clear(input('Email'));
    await u.type(input('Email'), 'amina.new@mail.example');
    await u.clear(input('City'));
    await u.type(input('City'), 'Baidoa');
    await u.clear(input('Salary'));
    await u.click(screen.getByRole('combobox', { name: 'Nationality' }));
    await u.click(await screen.findByRole('option', { name: 'Kenya' }));
    await u.click(screen.getByRole('combobox', { name: 'Relationship' }));
    await u.click(await screen.findByRole('option', { name: 'Spouse' }));
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`Customers/${customer.id}/3`);
    expect(put.body).toMatchObject({
      name: 'Amina H. Ali',
      email: 'amina.new@mail.example',
      city: 'Baidoa',
      salary: null,
      country: 'SO',
      nationality: 'KE',
      nomineeRelationship: 'Spouse',
      gender: 'Female',
      language: 'Somali',
    });
    expect(put.body).not.toHaveProperty('mobile');
    // Untouched, the masked fields are not sent, so the stored values stay; no mask goes back.
    for (const field of ['telephone', 'dateOfBirth', 'address', 'nomineeAddress'])
      expect(put.body, field).not.toHaveProperty(field);
    expect(JSON.stringify(put.body)).not.toContain('*');
    await waitFor(() => expect(getToasts().flatMap((t) => t.messages)).toEqual([messages.updated]));
  }, 20_000);

  it('saves the know-your-customer fields, the turnover as typed and the PEP answer as a boolean', async () => {
    const calls = mockApi({ ...answers, [`PUT Customers/${customer.id}/3`]: { status: 204 } });
    const u = userEvent.setup();
    renderInRouter(() => <CustomerEditForm customer={customer} languages={languages} />);
    await waitFor(() => expect(input('Expected monthly turnover').value).toBe('1200.50'), { timeout: 3000 });
    await u.type(input('Source of funds'), 'Salary');
    await u.click(screen.getByRole('combobox', { name: 'Politically exposed person (self-declared)' }));
    await u.click(await screen.findByRole('option', { name: 'Yes' }));
    await u.click(screen.getByRole('combobox', { name: 'Relationship to the politically exposed person' }));
    await u.click(await screen.findByRole('option', { name: 'Family member' }));
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      occupation: 'Engineer',
      sourceOfFunds: 'Salary',
      expectedMonthlyTurnover: '1200.50',
      accountPurpose: null,
      pepSelfDeclared: true,
      pepRelationship: 'FamilyMember',
    });
  }, 20_000);
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useRouterState } from '@tanstack/react-router';
import { lookups, messages, P, type businessesApi, type StoredSession } from '@console/contract';
import { signedInAs } from '@/test/session';
import { mockApi, renderInRouter } from '@/test/table-support';
import {
  BUSINESS_ID as ID,
  ORGANIZATION_ID as ORG,
  businessRecord,
  businessRow as row,
} from './business-fixtures';
import { BusinessInquiryScreen } from './business-inquiry-screen';
import { BusinessProfileScreen } from './business-profile-screen';
import { BusinessesScreen } from './businesses-screen';
import { validateBusinessesSearch } from './businesses-search';
import { validateBusinessInquirySearch } from './inquiry-search';

const signedIn = signedInAs();
const as = (permissions: string[]) => {
  signedIn.session = { userName: 'officer', permissions, branchCode: '001' } as StoredSession;
};

const page = (items: businessesApi.BusinessRow[]) => ({
  body: { items, page: 0, size: 10, totalItems: items.length, totalPages: 1 },
});
const organizations = [
  {
    id: ORG,
    name: 'Dahab Bank',
    supportedLanguages: ['Somali'],
    supportedAccounts: [{ id: 'BUS', name: 'Business Current', group: 'Business', currencies: ['USD'] }],
  },
];

describe('/businesses', () => {
  it('asks for the filters, sort and page of the address and shows the columns', async () => {
    as([P.ListBusinesses]);
    const calls = mockApi({
      'GET Metadata/others': { body: { BusinessStatus: lookups.BusinessStatus } },
      'GET Businesses': page([row]),
    });
    function Screen() {
      const search = useRouterState({ select: (s) => validateBusinessesSearch(s.location.search) });
      return <BusinessesScreen search={search} />;
    }
    renderInRouter(() => <Screen />, '/businesses?status=Pending&name=horn&sort=name,desc&size=20');
    expect(await screen.findByRole('heading', { name: 'Businesses' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Businesses' });
    await within(table).findByText('Horn Traders');
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].map((c) => c.textContent).slice(0, 6)).toEqual([
      '1',
      'Dahab Bank',
      'Horn Traders',
      'REG-001',
      'Pending',
      '3',
    ]);
    expect(within(table).getByRole('link', { name: 'Profile of Horn Traders' }).getAttribute('href')).toBe(
      `/businesses/${ID}`,
    );
    expect(calls.some((c) => c.path === 'Businesses')).toBe(true);
  });
});

describe('/business-inquiry', () => {
  function Inquiry() {
    const search = useRouterState({ select: (s) => validateBusinessInquirySearch(s.location.search) });
    return <BusinessInquiryScreen search={search} />;
  }

  it("says 'No businesses found.' and offers Register New Business", async () => {
    as([P.ListBusinesses, P.AddBusiness, P.ListOrganizations]);
    mockApi({ 'GET Organizations': { body: organizations }, 'GET Businesses': page([]) });
    renderInRouter(() => <Inquiry />, `/business-inquiry?organizationId=${ORG}&name=nobody`);
    expect(await screen.findByText(messages.noBusinesses)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Register New Business' }).disabled).toBe(
      false,
    );
    expect(screen.getByRole('link', { name: 'Businesses List' })).toBeTruthy();
  });

  it("lists 'Existing Profiles'; Businesses List is hidden without business.list", async () => {
    as([P.ListBusinesses, P.ListOrganizations]);
    mockApi({ 'GET Organizations': { body: organizations }, 'GET Businesses': page([row]) });
    renderInRouter(() => <Inquiry />, `/business-inquiry?organizationId=${ORG}`);
    const table = await screen.findByRole('table', { name: 'Existing Profiles' });
    expect(within(table).getByText('info@horn.example')).toBeTruthy();
    as([P.AddBusiness, P.ListOrganizations]);
    renderInRouter(() => <Inquiry />, '/business-inquiry');
    await screen.findAllByRole('search');
    expect(screen.getAllByRole('link', { name: 'Businesses List' })).toHaveLength(1);
  });
});

describe('/businesses/{id}', () => {
  it("says 'Business not found.' for an unknown id", async () => {
    as([P.ListBusinesses]);
    mockApi({});
    renderInRouter(() => <BusinessProfileScreen id={ID} screeningTab={null} />);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.businessNotFound);
  });

  it('offers Change Status only when under review, and shows the account number once Completed', async () => {
    as([P.ListBusinesses, P.ChangeBusinessStatus]);
    const full = businessRecord;
    mockApi({ [`GET Businesses/${ID}`]: { body: full }, 'GET Metadata/Countries': { body: [] } });
    const first = renderInRouter(() => <BusinessProfileScreen id={ID} screeningTab={null} />);
    expect(await screen.findByRole('button', { name: 'Change Status' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Signatories' })).toBeTruthy();
    expect(screen.getByText('250,000.50 USD')).toBeTruthy();
    first.unmount();
    mockApi({
      [`GET Businesses/${ID}`]: { body: { ...full, status: 'Completed', accountNumber: '0010100001' } },
      'GET Metadata/Countries': { body: [] },
    });
    renderInRouter(() => <BusinessProfileScreen id={ID} screeningTab={null} />);
    expect((await screen.findByTestId('business-account-number')).textContent).toBe('0010100001');
    expect(screen.queryByRole('button', { name: 'Change Status' })).toBeNull();
  });

  it('shows the account being opened at the core and holds Retry meanwhile; then why it was not opened', async () => {
    as([P.ListBusinesses, P.ChangeBusinessStatus]);
    const approved = {
      ...row,
      status: 'Approved',
      registrationDate: '2015-01-01',
      type: 'Partnership',
      countriesTradedWith: [],
      declineReason: null,
      openingError: null,
      awaitingCore: true,
    };
    mockApi({ [`GET Businesses/${ID}`]: { body: approved }, 'GET Metadata/Countries': { body: [] } });
    const first = renderInRouter(() => <BusinessProfileScreen id={ID} screeningTab={null} />);
    const retry = await screen.findByRole<HTMLButtonElement>('button', { name: 'Retry Account Opening' });
    expect(screen.getAllByRole('status')[0]?.textContent).toBe(
      `Approved — ${messages.awaitingAccountOpening}`,
    );
    expect(retry.disabled).toBe(true);
    expect(retry.getAttribute('aria-description')).toBe(messages.alreadyAtCore);
    first.unmount();

    mockApi({
      [`GET Businesses/${ID}`]: {
        body: { ...approved, awaitingCore: false, openingError: 'The core refused the account type.' },
      },
      'GET Metadata/Countries': { body: [] },
    });
    renderInRouter(() => <BusinessProfileScreen id={ID} screeningTab={null} />);
    expect(
      await screen.findByText('The account could not be opened: The core refused the account type.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Retry Account Opening' }).disabled).toBe(
      false,
    );
  });
});

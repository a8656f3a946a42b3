import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { lookups } from '@console/contract/core';
import { contractText } from '@/lib/contract-messages';
import { setLanguage } from '@/lib/language';
import { renderInRouter } from '@/test/table-support';
import { jsonResponse } from '@/test/tokens';
import { CustomersScreen } from './customers-screen';
import { validateCustomersSearch } from './customers-search';

const row = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Hodan Yusuf Farah',
  mobile: '+252615550004',
  email: 'hodan@mail.example',
  status: 'Pending',
  organizationId: '11111111-1111-4111-8111-111111111111',
  organizationName: 'Dahab Bank',
  documents: 2,
  applications: 3,
  pendingApplications: 1,
  createdAt: '2026-10-01T08:30:00.000Z',
  createdBy: 'officer',
};

function Screen() {
  const search = useRouterState({ select: (s) => validateCustomersSearch(s.location.search) });
  return <CustomersScreen search={search} />;
}

/** The list's server: one customer, or none; `pages` of them, the one asked for answered. */
function mockServer({ pages = 1, empty = false } = {}) {
  const lists: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://test');
    if (url.pathname.endsWith('/Metadata/others'))
      return Promise.resolve(jsonResponse(200, { CustomerStatus: lookups.CustomerStatus }));
    if (url.pathname.endsWith('/Customers')) {
      lists.push(url);
      const page = Number(url.searchParams.get('page') ?? 0);
      const total = empty ? 0 : pages === 1 ? 1 : pages * 10;
      return Promise.resolve(
        jsonResponse(200, {
          items: empty ? [] : [row],
          page,
          size: 10,
          totalItems: total,
          totalPages: pages,
        }),
      );
    }
    return Promise.resolve(jsonResponse(404));
  });
  return lists;
}

describe('customers list', () => {
  it('asks for the filters, sort and page of the address and shows the columns', async () => {
    const lists = mockServer();
    renderInRouter(
      () => <Screen />,
      '/customers?status=Pending&hasOngoingApplications=true&sort=name,desc&size=20',
    );
    const table = await screen.findByRole('table', { name: 'Customers' });
    await within(table).findByText('Hodan Yusuf Farah');
    const query = Object.fromEntries(lists[0]!.searchParams);
    expect(query).toEqual({
      page: '0',
      size: '20',
      sort: 'name,desc',
      status: 'Pending',
      hasOngoingApplications: 'true',
    });
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].map((c) => c.textContent)).toEqual([
      '1',
      'Hodan Yusuf Farah',
      '+252615550004',
      'hodan@mail.example',
      'Pending',
      '2',
      '3',
      '1',
      'Profile',
    ]);
    expect(within(table).getByText('Pending').getAttribute('data-tone')).toBe('amber');
    expect(
      within(table).getByRole('link', { name: 'Profile of Hodan Yusuf Farah' }).getAttribute('href'),
    ).toBe(`/customers/${row.id}`);
  });

  it('filters by name, email, status from metadata and ongoing applications', async () => {
    const lists = mockServer();
    const u = userEvent.setup();
    const { router } = renderInRouter(() => <Screen />, '/customers');
    await screen.findByText('Hodan Yusuf Farah');
    await u.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter & Search Options' });
    await u.type(within(dialog).getByLabelText('Name'), 'hodan');
    await u.type(within(dialog).getByLabelText('Email'), 'mail.example');
    await u.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await u.click(await screen.findByRole('option', { name: 'Flagged' }));
    await u.click(within(dialog).getByLabelText('Has ongoing applications'));
    await u.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        name: 'hodan',
        email: 'mail.example',
        status: 'Flagged',
        hasOngoingApplications: true,
      }),
    );
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(Object.fromEntries(lists[1]!.searchParams)).toMatchObject({
      name: 'hodan',
      email: 'mail.example',
      status: 'Flagged',
      hasOngoingApplications: 'true',
    });
  });
});

describe('customers list in Arabic', () => {
  const arabic = /\p{Script=Arabic}/u;

  it('speaks Arabic, keeps the mobile number left to right, and pages', async () => {
    await setLanguage('ar');
    const lists = mockServer({ pages: 3 });
    const u = userEvent.setup();
    const { router } = renderInRouter(() => <Screen />, '/customers');
    expect(await screen.findByRole('heading', { name: 'العملاء' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'العملاء' });
    await within(table).findByText('Hodan Yusuf Farah');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['الاسم', 'الجوال', 'الحالة', 'الطلبات قيد الانتظار']));
    // The number keeps its + in front: isolated left to right inside the right-to-left table.
    const mobile = within(table).getByText('+252615550004');
    expect(mobile.closest('bdi[dir=ltr]')).toBe(mobile);
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(table).getByText('قيد الانتظار')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'ملف Hodan Yusuf Farah' }).textContent).toBe('الملف');

    await u.click(screen.getByRole('button', { name: /next page|التالية|التالي/i }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 1 }));
    await waitFor(() => expect(lists.at(-1)?.searchParams.get('page')).toBe('1'));
  });

  it('filters with Arabic labels and statuses', async () => {
    await setLanguage('ar');
    const lists = mockServer();
    const u = userEvent.setup();
    const { router } = renderInRouter(() => <Screen />, '/customers');
    await screen.findByText('Hodan Yusuf Farah');
    await u.click(screen.getByRole('button', { name: /filter|تصفية/i }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText('الاسم'), 'هودان');
    await u.click(within(dialog).getByRole('combobox', { name: 'الحالة' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['قيد الانتظار', 'موافق عليه', 'مرفوض', 'مُعاد', 'مُعلَّم']),
    );
    await u.click(screen.getByRole('option', { name: 'مُعاد' }));
    await u.click(within(dialog).getByLabelText('لديه طلبات جارية'));
    await u.click(within(dialog).getByRole('button', { name: /^(apply|تطبيق)$/i }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        name: 'هودان',
        status: 'Rejected',
        hasOngoingApplications: true,
      }),
    );
    await waitFor(() => expect(lists.at(-1)?.searchParams.get('status')).toBe('Rejected'));
  });

  it("says the server's No results. in Arabic", async () => {
    await setLanguage('ar');
    mockServer({ empty: true });
    renderInRouter(() => <Screen />, '/customers');
    const empty = await screen.findByText(contractText.t('noResults'));
    expect(empty.textContent).toMatch(arabic);
  });
});

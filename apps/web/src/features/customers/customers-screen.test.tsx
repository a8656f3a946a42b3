import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { lookups } from '@console/contract/core';
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

function mockServer() {
  const lists: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://test');
    if (url.pathname.endsWith('/Metadata/others'))
      return Promise.resolve(jsonResponse(200, { CustomerStatus: lookups.CustomerStatus }));
    if (url.pathname.endsWith('/Customers')) {
      lists.push(url);
      return Promise.resolve(
        jsonResponse(200, { items: [row], page: 0, size: 10, totalItems: 1, totalPages: 1 }),
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

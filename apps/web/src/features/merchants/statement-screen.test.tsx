import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { P, type StoredSession } from '@console/contract/core';
import { mockApi, renderInRouter } from '@/test/table-support';
import { signedInAs } from '@/test/session';
import { StatementScreen } from './statement-screen';
import { statementQueryOf, validateStatementSearch } from './statement-search';

const signedIn = signedInAs();

function Screen() {
  const search = useRouterState({ select: (s) => validateStatementSearch(s.location.search) });
  return <StatementScreen search={search} />;
}

const row = {
  id: '1',
  trnDate: '2026-11-20T12:00:00.000Z',
  buyerAccount: '0010000001',
  buyerName: 'Amina Hassan Ali',
  trnAmount: '1234567.10',
  txCcy: 'USD',
  remarks: 'Groceries',
};
const page = {
  items: [row],
  page: 0,
  size: 10,
  totalItems: 1,
  totalPages: 1,
  merchantCode: '20000001',
  totals: [
    { currency: 'SOS', total: '30000.00' },
    { currency: 'USD', total: '1234567.10' },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('merchant statement', () => {
  it('defaults to today in UTC, to 23:59:59.999, and sends the code only for monitors', () => {
    const now = new Date('2026-11-21T22:30:00Z');
    expect(statementQueryOf({ merchantCode: '20000003' }, false, now)).toEqual({
      page: 0,
      size: 10,
      from: '2026-11-21T00:00:00.000Z',
      to: '2026-11-21T23:59:59.999Z',
    });
    expect(
      statementQueryOf({ from: '2026-11-01', to: '2026-11-05', merchantCode: '20000003' }, true, now),
    ).toEqual({
      page: 0,
      size: 10,
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-05T23:59:59.999Z',
      merchantCode: '20000003',
    });
  });

  it("shows a merchant its payments and the range's total per currency, exactly", async () => {
    signedIn.session = { userName: 'merchant', permissions: [P.ViewMerchantStatement] } as StoredSession;
    const calls = mockApi({ 'GET Merchants/Transactions': { body: page } });
    renderInRouter(() => <Screen />, '/merchant/transactions?from=2026-11-01&to=2026-11-21');
    const table = await screen.findByRole('table', { name: 'Merchant statement' });
    await within(table).findByText('Amina Hassan Ali');
    expect(screen.queryByLabelText('Merchant code')).toBeNull();
    const total = within(table).getByTestId('statement-total');
    expect(total.textContent).toBe('30,000.001,234,567.10');
    expect(within(table).getAllByText('1,234,567.10')).toHaveLength(2);
    const url = new URL(
      (vi.mocked(globalThis.fetch).mock.calls[0]?.[0] as string | URL).toString(),
      'http://test',
    );
    expect(url.searchParams.get('from')).toBe('2026-11-01T00:00:00.000Z');
    expect(url.searchParams.get('to')).toBe('2026-11-21T23:59:59.999Z');
    expect(url.searchParams.get('merchantCode')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('lets a monitor choose the merchant code, and exports the range as CSV', async () => {
    signedIn.session = {
      userName: 'supervisor',
      permissions: [P.ViewMerchantStatement, P.MonitorMerchantStatement],
    } as StoredSession;
    mockApi({ 'GET Merchants/Transactions': { body: page } });
    const u = userEvent.setup();
    const { router } = renderInRouter(
      () => <Screen />,
      '/merchant/transactions?from=2026-11-01&to=2026-11-21',
    );
    const code = await screen.findByLabelText('Merchant code');
    await u.type(code, '20000003');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    // The code is plain in the address, not JSON-quoted (`%2220000003%22`).
    await waitFor(() => expect(router.state.location.href).toMatch(/[?&]merchantCode=20000003(&|$)/));
    expect(validateStatementSearch(router.state.location.search).merchantCode).toBe('20000003');

    URL.createObjectURL = vi.fn(() => 'blob:http://test/1');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.mocked(globalThis.fetch).mockResolvedValueOnce(
      new Response('trnDate,buyerAccount\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );
    await u.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'statement-20000001-2026-11-01-2026-11-21.csv',
    );
    const exported = vi
      .mocked(globalThis.fetch)
      .mock.calls.map((c) => new URL((c[0] as string | URL).toString(), 'http://test'))
      .find((u) => u.pathname.endsWith('/Export'));
    expect(exported?.searchParams.get('merchantCode')).toBe('20000003');
    expect(exported?.searchParams.get('page')).toBeNull();
  });

  it('reads an address written with the code in JSON quotes', async () => {
    signedIn.session = {
      userName: 'supervisor',
      permissions: [P.ViewMerchantStatement, P.MonitorMerchantStatement],
    } as StoredSession;
    mockApi({ 'GET Merchants/Transactions': { body: page } });
    renderInRouter(() => <Screen />, '/merchant/transactions?from=2026-11-01&merchantCode=%2220000003%22');
    expect(await screen.findByLabelText<HTMLInputElement>('Merchant code')).toMatchObject({
      value: '20000003',
    });
    await waitFor(() => expect(vi.mocked(globalThis.fetch)).toHaveBeenCalled());
    const url = new URL(
      (vi.mocked(globalThis.fetch).mock.calls[0]?.[0] as string | URL).toString(),
      'http://test',
    );
    expect(url.searchParams.get('merchantCode')).toBe('20000003');
  });

  it('refuses an end before the start', async () => {
    signedIn.session = { userName: 'merchant', permissions: [P.ViewMerchantStatement] } as StoredSession;
    mockApi({ 'GET Merchants/Transactions': { body: page } });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/merchant/transactions?from=2026-11-10&to=2026-11-12');
    const to = await screen.findByLabelText('To');
    await u.clear(to);
    await u.type(to, '2026-11-01');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
  });
});

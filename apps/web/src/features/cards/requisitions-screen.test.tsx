import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { P, messages, type StoredSession } from '@console/contract/core';
import { contractText } from '@/lib/contract-messages';
import { setLanguage } from '@/lib/language';
import { mockApi, renderInRouter } from '@/test/table-support';
import { signedInAs } from '@/test/session';
import { RequisitionsScreen } from './requisitions-screen';
import { validateRequisitionsSearch } from './requisitions-search';

const signedIn = signedInAs();

const row = (id: string, status: string, accountNumber: string) => ({
  id,
  accountNumber,
  entity: 'Dahab Bank',
  organizationId: '11111111-1111-4111-8111-111111111111',
  status,
  userId: 'cards',
  createdOn: '2026-11-20T08:00:00.000Z',
  rowVersion: 2,
  remarks: [
    { status: 'Pending', remarks: null, by: 'cards', at: '2026-11-20T08:00:00.000Z' },
    { status: 'Approved', remarks: 'Customer verified', by: 'cards.checker', at: '2026-11-20T09:00:00.000Z' },
  ],
  awaitingCore: false,
  coreError: null,
  productType: 'Visa Gold',
  cardType: 'Debit',
});
const pending = row('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Pending', '0010000001');
const completed = row('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Completed', '0020000002');
const statuses = ['Pending', 'Approved', 'Rejected', 'Completed'].map((s) => ({ id: s, name: s }));

function Screen() {
  const search = useRouterState({ select: (s) => validateRequisitionsSearch(s.location.search) });
  return <RequisitionsScreen kind="Card" search={search} />;
}

/** The auditor may list requisitions but not decide them; the list holds the pending one. */
function signInAsAuditorWithOnePending() {
  signedIn.session = { userName: 'auditor', permissions: [P.ListCardRequisitions] } as StoredSession;
  mockApi({
    'GET Accounts/Cards/Requisitions': {
      body: { items: [pending], page: 0, size: 10, totalItems: 1, totalPages: 1 },
    },
    'GET Metadata/Lookups/CardRequisitionStatus': { body: statuses },
  });
}

describe('card requisitions', () => {
  it('lists requisitions; Change Status offers the next statuses and needs a decline reason to reject', async () => {
    signedIn.session = {
      userName: 'cards.checker',
      permissions: [P.ListCardRequisitions, P.ChangeCardRequisitionStatus],
    } as StoredSession;
    const calls = mockApi({
      'GET Accounts/Cards/Requisitions': {
        body: { items: [pending, completed], page: 0, size: 10, totalItems: 2, totalPages: 1 },
      },
      'GET Metadata/Lookups/CardRequisitionStatus': { body: statuses },
      'POST Accounts/Cards/RequisitionStatusChange': {
        body: { id: pending.id, status: 'Rejected', rowVersion: 3 },
      },
    });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/cards/requisitions');
    const table = await screen.findByRole('table', { name: 'Card Requisitions' });
    await within(table).findByText('0010000001');
    const completedButton = within(table).getByRole<HTMLButtonElement>('button', {
      name: 'Change Status of the requisition of account 0020000002, Completed',
    });
    expect(completedButton.disabled).toBe(true);

    await u.click(
      within(table).getByRole('button', {
        name: 'Change Status of the requisition of account 0010000001, Pending',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await u.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Approved', 'Rejected']);
    await u.click(screen.getByRole('option', { name: 'Rejected' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.declineReasonRequired)).toBeTruthy();
    await u.type(within(dialog).getByLabelText('Decline Reason'), 'Duplicate request');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'Accounts/Cards/RequisitionStatusChange')?.body).toEqual({
      requestType: 'Card',
      requestId: pending.id,
      status: 'Rejected',
      remarks: 'Duplicate request',
      rowVersion: 2,
    });
    signedIn.session = null;
  });

  it('shows the remarks history, and disables Change Status without its permission', async () => {
    signInAsAuditorWithOnePending();
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/cards/requisitions');
    const table = await screen.findByRole('table', { name: 'Card Requisitions' });
    await within(table).findByText('0010000001');
    expect(
      within(table).getByRole<HTMLButtonElement>('button', {
        name: 'Change Status of the requisition of account 0010000001, Pending',
      }).disabled,
    ).toBe(true);
    await u.click(
      within(table).getByRole('button', {
        name: 'Remarks History of the requisition of account 0010000001, Pending',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remarks History' });
    const history = within(dialog).getByRole('table', { name: 'Remarks History' });
    expect(within(history).getByText('Customer verified')).toBeTruthy();
    expect(within(history).getByText('cards.checker')).toBeTruthy();
    signedIn.session = null;
  });

  it('writes limit amounts as every amount is written: grouped thousands, two decimals, currency', async () => {
    signedIn.session = { userName: 'auditor', permissions: [P.ListCardRequisitions] } as StoredSession;
    const { productType: _p, cardType: _c, ...common } = pending;
    const limit = {
      ...common,
      cardNumber: '123456******7890',
      limitType: 'Daily',
      amount: '1750',
      currency: 'SOS',
    };
    mockApi({
      'GET Accounts/Cards/Requisitions/Limit': {
        body: { items: [limit], page: 0, size: 10, totalItems: 1, totalPages: 1 },
      },
      'GET Metadata/Lookups/CardRequisitionStatus': { body: statuses },
    });
    function Limits() {
      const search = useRouterState({ select: (s) => validateRequisitionsSearch(s.location.search) });
      return <RequisitionsScreen kind="Limit" search={search} />;
    }
    renderInRouter(() => <Limits />, '/cards/limits');
    const table = await screen.findByRole('table', { name: 'Card Limits' });
    expect(await within(table).findByText('1,750.00 SOS')).toBeTruthy();
    signedIn.session = null;
  });

  it('filters by a range of days picked in the Filter dialog', async () => {
    signInAsAuditorWithOnePending();
    const u = userEvent.setup();
    const { router } = renderInRouter(() => <Screen />, '/cards/requisitions?page=1');
    await within(await screen.findByRole('table', { name: 'Card Requisitions' })).findByText('0010000001');
    await u.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter & Search Options' });
    await u.type(within(dialog).getByLabelText('From (UTC)'), '2026-11-01');
    await u.type(within(dialog).getByLabelText('To (UTC)'), '2026-11-20');
    await u.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ from: '2026-11-01', to: '2026-11-20' }),
    );
    await waitFor(() => {
      const last = vi.mocked(globalThis.fetch).mock.calls.at(-1)?.[0] as string;
      const query = new URL(last, 'http://test').searchParams;
      expect([query.get('from'), query.get('to')]).toEqual(['2026-11-01', '2026-11-20']);
    });
    signedIn.session = null;
  });

  it('shows a Completed being carried out at the core, refuses a decision meanwhile, and says why the core did not', async () => {
    signedIn.session = {
      userName: 'cards.checker',
      permissions: [P.ListCardRequisitions, P.ChangeCardRequisitionStatus],
    } as StoredSession;
    const issuing = {
      ...row('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'Approved', '0030000003'),
      awaitingCore: true,
    };
    const refused = {
      ...row('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'Approved', '0040000004'),
      coreError: 'The account is closed.',
    };
    mockApi({
      'GET Accounts/Cards/Requisitions': {
        body: { items: [issuing, refused], page: 0, size: 10, totalItems: 2, totalPages: 1 },
      },
      'GET Metadata/Lookups/CardRequisitionStatus': { body: statuses },
    });
    renderInRouter(() => <Screen />, '/cards/requisitions');
    const table = await screen.findByRole('table', { name: 'Card Requisitions' });
    await within(table).findByText('0030000003');
    const [first, second] = within(table).getAllByRole('status');
    expect(first?.textContent).toBe(`Approved — ${messages.awaitingCardIssue}`);
    expect(second?.textContent).toBe('Approved');
    expect(within(table).getByText('Card issue failed: The account is closed.')).toBeTruthy();
    const waiting = within(table).getByRole<HTMLButtonElement>('button', {
      name: 'Change Status of the requisition of account 0030000003, Approved',
    });
    expect(waiting.disabled).toBe(true);
    expect(waiting.getAttribute('aria-description')).toBe(messages.alreadyAtCore);
    expect(
      within(table).getByRole<HTMLButtonElement>('button', {
        name: 'Change Status of the requisition of account 0040000004, Approved',
      }).disabled,
    ).toBe(false);
    signedIn.session = null;
  });
});

describe('card requisitions in Arabic', () => {
  const arabic = /\p{Script=Arabic}/u;
  const ltr = (element: HTMLElement) => element.closest('bdi[dir="ltr"]');

  it('reads right to left, keeps account numbers left to right, and decides in Arabic', async () => {
    await setLanguage('ar');
    const decider = [P.ListCardRequisitions, P.ChangeCardRequisitionStatus];
    signedIn.session = { userName: 'cards.checker', permissions: decider } as StoredSession;
    const issuing = {
      ...pending,
      id: 'c',
      status: 'Approved',
      accountNumber: '0030000003',
      awaitingCore: true,
    };
    mockApi({
      'GET Accounts/Cards/Requisitions': {
        body: { items: [pending, issuing], page: 0, size: 10, totalItems: 2, totalPages: 1 },
      },
      'GET Metadata/Lookups/CardRequisitionStatus': { body: statuses },
    });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/cards/requisitions');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { name: 'طلبات البطاقات' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'طلبات البطاقات' });
    expect(ltr(await within(table).findByText('0010000001'))).not.toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'مقدّم الطلب' })).toBeTruthy();

    // The statuses, and what the core is doing, as the server says it.
    const [first, second] = within(table).getAllByRole('status');
    expect(first?.textContent).toBe('قيد الانتظار');
    expect(second?.textContent).toBe(`موافق عليه — ${contractText.t('awaitingCardIssue')}`);
    expect(contractText.t('awaitingCardIssue')).toMatch(arabic);

    await u.click(
      within(table).getByRole('button', { name: 'تغيير حالة الطلب على الحساب 0010000001، قيد الانتظار' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'تغيير الحالة' });
    expect(ltr(within(dialog).getByText('0010000001'))).not.toBeNull();
    await u.click(within(dialog).getByRole('combobox', { name: 'الحالة' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['موافق عليه', 'مُعاد']);
    await u.click(screen.getByRole('option', { name: 'مُعاد' }));
    await u.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toBe(contractText.t('declineReasonRequired'));
    expect(refusal.textContent).toMatch(arabic);
    expect(within(dialog).getByLabelText('سبب الرفض')).toBeTruthy();
    signedIn.session = null;
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { messages, type StoredSession } from '@console/contract';
import { contractText } from '@/lib/contract-messages';
import { setLanguage } from '@/lib/language';
import { signedInAs } from '@/test/session';
import { mockApi, renderInRouter } from '@/test/table-support';
import { item } from './work-item.fixture';
import { WorkScreen } from './work-screen';
import { validateWorkSearch } from './work-search';

const ME = '0a0a0a0a-0000-4000-8000-00000000000a';
const signedIn = signedInAs();
afterEach(() => {
  signedIn.session = null;
  vi.restoreAllMocks();
});

const HOUR = 3600;
const requisition = item({
  area: 'CardRequisition',
  recordId: '0c0c0c0c-0000-4000-8000-000000000001',
  status: 'Approved',
  step: 'Completion at the core',
  recordName: 'Account 0010000001',
  accountNumber: '0010000001',
  ageSeconds: 3 * 24 * HOUR + 4 * HOUR,
  slaState: 'Breached',
  decisions: ['complete'],
});
const own = item({
  recordId: '0b0b0b0b-0000-4000-8000-000000000002',
  recordName: 'Own Hardware',
  madeBy: 'supervisor',
  ageSeconds: 2 * HOUR + 5 * 60,
  assignee: { id: ME, userName: 'supervisor' },
  decisions: [],
  blockedBecause: messages.workItemYours,
});
const juba = item({ recordId: '0b0b0b0b-0000-4000-8000-000000000003', recordName: 'Juba Fish' });

function Screen() {
  const search = useRouterState({ select: (s) => validateWorkSearch(s.location.search) });
  return <WorkScreen search={search} />;
}

const arabic = /\p{Script=Arabic}/u;
const row = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text))!;

describe('/work in Arabic', () => {
  it('shows the queue, its server texts and ages in Arabic, account numbers left to right', async () => {
    await setLanguage('ar');
    signedIn.session = { userId: ME, userName: 'supervisor', permissions: [] } as unknown as StoredSession;
    const calls = mockApi({
      'GET WorkQueue': {
        body: {
          items: [requisition, own, juba],
          page: 0,
          size: 10,
          totalItems: 3,
          totalPages: 1,
          totalAtLeast: false,
        },
      },
      'GET WorkQueue/Sla': { body: { items: [] } },
      'POST WorkQueue/Decide': {
        body: {
          results: [{ recordId: juba.recordId, outcome: 'notWaiting', message: messages.workNotWaiting }],
        },
      },
    });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/work');
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('heading', { name: 'أعمالي' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'أعمالي' });
    await within(table).findByText('Juba Fish');
    expect(screen.getByTestId('work-total').textContent).toBe('3 عناصر');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(2, 9)).toEqual([
      'النوع',
      'السجل',
      'بانتظار',
      'SLA',
      'ينتظر منذ، مرتّب تصاعديًا',
      'المسند إليه',
      'أنشأه',
    ]);

    // The record the server names, translated, its account number left to right.
    const card = row(table, '0010000001');
    const account = within(card).getByText('0010000001');
    expect(account.closest('bdi[dir="ltr"]')).not.toBeNull();
    expect(within(card).getByRole('link').textContent).toBe('الحساب 0010000001');
    expect(within(card).getByText('طلب بطاقة')).toBeTruthy();
    expect(within(card).getByText(contractText.t('workStepCompletion'))).toBeTruthy();
    expect(contractText.t('workStepCompletion')).toMatch(arabic);
    expect(within(card).getByText('متجاوز')).toBeTruthy();
    expect(within(card).getByText('3 أيام و4 ساعات')).toBeTruthy();
    expect(within(card).getByText('غير مسند')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'استلام طلب بطاقة: الحساب 0010000001' })).toBeTruthy();

    // Why the user cannot decide their own item, as the server says it.
    const mine = row(table, 'Own Hardware');
    expect(within(mine).getByText(contractText.t('workItemYours'))).toBeTruthy();
    expect(contractText.t('workItemYours')).toMatch(arabic);
    expect(within(mine).getByText('ساعتان و5 دقائق')).toBeTruthy();
    expect(within(mine).getByText('أنت')).toBeTruthy();
    expect(within(row(table, 'Juba Fish')).getByText('أقل من دقيقة')).toBeTruthy();

    // A decision on the selected item, and the server's answer translated.
    await u.click(within(table).getByRole('checkbox', { name: 'تحديد منشأة: Juba Fish' }));
    await u.click(screen.getByRole('button', { name: 'موافقة عنصر محدد واحد' }));
    const dialog = await screen.findByRole('dialog', { name: 'موافقة: عنصر واحد' });
    await u.click(within(dialog).getByRole('button', { name: 'موافقة: عنصر واحد' }));
    const results = await screen.findByRole('dialog', { name: 'القرارات المتخذة' });
    expect(within(results).getByText('رُفض عنصر واحد')).toBeTruthy();
    const answer = within(results).getByRole('table', { name: 'ما آل إليه كل عنصر' });
    expect(within(answer).getByText(contractText.t('workNotWaiting'))).toBeTruthy();
    expect(contractText.t('workNotWaiting')).toMatch(arabic);
    expect(within(answer).getByText('مرفوض')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'approve',
      items: [{ area: 'Business', recordId: juba.recordId, rowVersion: 1 }],
    });
  });
});

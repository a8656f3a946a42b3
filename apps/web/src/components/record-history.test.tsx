import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setLanguage } from '@/lib/language';
import { mockApi, renderInRouter } from '@/test/table-support';
import { fieldLabel, RecordHistory } from './record-history';
import { RecordHistoryDialog } from './record-history-dialog';

const RECORD = '0f7c1c1e-6f6f-4c3c-9d7e-2f1d4c1b0a01';
const event = (n: number, extra: object = {}) => ({
  id: `e${n}`,
  type: 'Customer',
  event: 'Updated',
  createdBy: 'officer',
  actor: 'officer',
  createdAt: '2026-11-21T09:00:00.000Z',
  remarks: 'Hodan T. Timeline',
  targetType: 'Customer',
  targetId: RECORD,
  changes: null,
  ...extra,
});
const page = (items: object[], totalItems = items.length) => ({
  body: { items, page: 0, size: 100, totalItems, totalPages: 1 },
});

afterEach(() => vi.restoreAllMocks());

describe('RecordHistory', () => {
  it('asks for the record’s timeline and shows each change as field, before and after', async () => {
    const calls = mockApi({
      'GET Reports/Activity': page([
        event(2, {
          createdBy: 'officer',
          actor: 'admin',
          changes: [
            { field: 'dateOfBirth', old: null, new: '1990-02-01' },
            { field: 'mobileBankingPin', old: null, new: 'changed' },
            { field: 'salary', old: 1200, new: 1500 },
          ],
        }),
        event(1, { event: 'StatusApproved', remarks: null }),
      ]),
    });
    renderInRouter(() => <RecordHistory recordId={RECORD} label="History of Hodan" />);
    const list = await screen.findByRole('list', { name: 'History of Hodan' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const changes = within(entries[0]!).getByRole('table', { name: /Changed fields/ });
    const rows = within(changes)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Date of birth', '—', '1990-02-01'],
      ['Mobile banking PIN', '—', 'changed'],
      ['Salary', '1200', '1500'],
    ]);
    // Under view-as both names show: whom the change was made as, and who made it.
    expect(entries[0]!.textContent).toContain('done by admin viewing as officer');
    expect(within(entries[1]!).getByRole('heading').textContent).toBe('Customer · Status approved');
    expect(calls[0]!.path).toBe('Reports/Activity');
    const url = (globalThis.fetch as unknown as { mock: { calls: [string][] } }).mock.calls[0]![0];
    expect(new URL(String(url), 'http://test').searchParams.get('recordId')).toBe(RECORD);
  });

  it('names the type and event in Arabic, and translates the remarks', async () => {
    await setLanguage('ar', { remember: false });
    mockApi({
      'GET Reports/Activity': page([event(1, { type: 'Application', event: 'StatusDraft', remarks: null })]),
    });
    renderInRouter(() => <RecordHistory recordId={RECORD} label="History" />);
    const list = await screen.findByRole('list', { name: 'History' });
    expect(within(list).getByRole('heading').textContent).toBe('طلب · أُعيد إلى المسودة');
  });

  it('says so when nothing has been recorded, and when only the latest events are shown', async () => {
    mockApi({ 'GET Reports/Activity': page([]) });
    const { unmount } = renderInRouter(() => <RecordHistory recordId={RECORD} />);
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeTruthy();
    unmount();
    vi.restoreAllMocks();
    mockApi({ 'GET Reports/Activity': page([event(1)], 250) });
    renderInRouter(() => <RecordHistory recordId={RECORD} />);
    expect(await screen.findByText(/The latest 100 of 250 events/)).toBeTruthy();
  });
});

describe('RecordHistoryDialog', () => {
  function Host() {
    const [open, setOpen] = useState(true);
    return (
      <RecordHistoryDialog
        record={open ? { id: RECORD, name: 'Sahal Shop' } : null}
        onOpenChange={(o) => setOpen(o)}
      />
    );
  }

  it('names the record, is reached by keyboard and closes with Escape', async () => {
    mockApi({ 'GET Reports/Activity': page([event(1)]) });
    const u = userEvent.setup();
    renderInRouter(() => <Host />);
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    expect(within(dialog).getByText('Changes of Sahal Shop, newest first')).toBeTruthy();
    await within(dialog).findByRole('list', { name: 'History of Sahal Shop' });
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('fieldLabel', () => {
  it('writes field names as words', () => {
    expect(fieldLabel('registrationNumber')).toBe('Registration number');
    expect(fieldLabel('customerId')).toBe('Customer ID');
    expect(fieldLabel('status')).toBe('Status');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { messages } from '@console/contract/core';
import { setLanguage } from '@/lib/language';
import { mockApi, renderInRouter } from '@/test/table-support';
import { ActivityReportScreen } from './activity-report-screen';
import { validateActivitySearch } from './activity-search';

const item = (n: number, extra: object = {}) => ({
  id: `e${n}`,
  type: 'Account',
  event: 'LinkAccount',
  createdBy: 'officer',
  actor: 'officer',
  createdAt: '2026-11-21T09:00:00.000Z',
  remarks: `remark ${n}`,
  ...extra,
});
const page = {
  items: [item(1), item(2, { actor: 'admin', remarks: 'during view-as' })],
  page: 0,
  size: 10,
  totalItems: 2,
  totalPages: 1,
};

const urlOf = (input: unknown): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input as Request).url;

function Screen() {
  const search = useRouterState({ select: (s) => validateActivitySearch(s.location.search) });
  return <ActivityReportScreen search={search} />;
}

afterEach(() => vi.restoreAllMocks());

describe('activity report', () => {
  it('shows the columns of the report, both names of a view-as event, and filters by user', async () => {
    mockApi({ 'GET Reports/Activity': { body: page } });
    const u = userEvent.setup();
    const { router } = renderInRouter(() => <Screen />, '/reports/activity?from=2026-11-21&to=2026-11-21');
    const table = await screen.findByRole('table', { name: 'Activity report' });
    await within(table).findByText('remark 1');
    expect(within(table).getByText('(by admin)')).toBeTruthy();
    for (const name of ['Type', 'Event', 'Created By', 'Created At', 'Remarks'])
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    await u.type(screen.getByLabelText('Created By'), 'officer');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ createdBy: 'officer' }));
    const urls = (globalThis.fetch as unknown as { mock: { calls: [string][] } }).mock.calls.map((c) =>
      String(c[0]),
    );
    const last = new URL(urls.at(-1)!, 'http://test').searchParams;
    expect(last.get('createdBy')).toBe('officer');
    expect(last.get('startDate')).toBe('2026-11-21T00:00:00.000Z');
    expect(last.get('endDate')).toBe('2026-11-21T23:59:59.999Z');
  });

  it("filters by record: one record's timeline, over all time when no days are chosen", async () => {
    mockApi({ 'GET Reports/Activity': { body: page } });
    renderInRouter(() => <Screen />, '/reports/activity?recordId=c-42');
    await screen.findByRole('table', { name: 'Activity report' });
    expect(screen.getByLabelText<HTMLInputElement>('Record ID').value).toBe('c-42');
    const urls = (globalThis.fetch as unknown as { mock: { calls: [string][] } }).mock.calls.map((c) =>
      String(c[0]),
    );
    const last = new URL(urls.at(-1)!, 'http://test').searchParams;
    expect(last.get('recordId')).toBe('c-42');
    expect(last.get('startDate')).toBeNull();
  });

  it('exports the filtered report as CSV, showing progress while it streams', async () => {
    mockApi({ 'GET Reports/Activity': { body: page } });
    const fetchMock = vi.mocked(globalThis.fetch);
    const original = fetchMock.getMockImplementation()!;
    let push: ((text: string | null) => void) | undefined;
    fetchMock.mockImplementation((input, init) => {
      if (!urlOf(input).includes('Reports/Activity/Export')) return original(input, init);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) =>
            text === null ? controller.close() : controller.enqueue(new TextEncoder().encode(text));
        },
      });
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'content-type': 'text/csv', 'x-total-count': '2' } }),
      );
    });
    const created = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/reports/activity?createdBy=officer');
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Export CSV' });
    await waitFor(() => expect(button.disabled).toBe(false));
    await u.click(button);
    await waitFor(() => expect(push).toBeDefined());
    push!('type,event,createdBy,actor,createdAt,remarks\r\nAccount,LinkAccount,officer,officer,x,y\r\n');
    expect(await screen.findByText('1 of 2 rows')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'CSV export' })).toBeTruthy();
    push!('Account,LinkAccount,officer,officer,x,z\r\n');
    push!(null);
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportUrl = fetchMock.mock.calls.map((c) => urlOf(c[0])).find((s) => s.includes('Export'))!;
    expect(new URL(exportUrl, 'http://test').searchParams.get('createdBy')).toBe('officer');
    expect(new URL(exportUrl, 'http://test').searchParams.has('page')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});

/** Remarks of the contract's catalogue, as the server writes them. */
const serverRemarks = {
  items: [
    item(1, {
      remarks: messages.otpSentRemark
        .replace('{operation}', 'LinkAccount')
        .replace('{phone}', '+252615550001'),
    }),
    item(2, { actor: 'admin', remarks: messages.fetchFailed }),
  ],
  page: 0,
  size: 10,
  totalItems: 2,
  totalPages: 1,
};

describe('the activity report in Arabic', () => {
  it('shows its columns, filters and the server remarks in Arabic, a phone left to right', async () => {
    await setLanguage('ar');
    mockApi({ 'GET Reports/Activity': { body: serverRemarks } });
    renderInRouter(() => <Screen />, '/reports/activity?from=2026-11-21&to=2026-11-21');
    expect(await screen.findByRole('heading', { level: 1, name: 'تقرير النشاط' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'تقرير النشاط' });
    for (const name of ['النوع', 'الحدث', 'أنشأه', 'تاريخ الإنشاء', 'الملاحظات'])
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    expect(screen.getByLabelText('معرّف السجل')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تصدير CSV' })).toBeTruthy();

    // A remark of the contract, translated, the phone inside it kept left to right.
    const phone = await within(table).findByText('+252615550001');
    expect(phone.tagName).toBe('BDI');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(phone.parentElement?.textContent).toBe('رُبط الحساب إلى +252615550001');
    // The trail's codes are named in Arabic in their columns: the record type and the event.
    expect(within(table).getAllByText('حساب').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('رُبط الحساب').length).toBeGreaterThan(0);
    expect(within(table).getByText('حدث خطأ.')).toBeTruthy();
    // A view-as event names who really acted, in Arabic.
    expect(within(table).getByText('(بواسطة admin)')).toBeTruthy();
  });
});

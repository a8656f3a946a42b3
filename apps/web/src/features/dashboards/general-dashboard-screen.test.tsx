import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { Direction } from 'radix-ui';
import { messages } from '@console/contract/core';
import { translateText } from '@/lib/i18n';
import { setLanguage } from '@/lib/language';
import { mockApi, renderInRouter } from '@/test/table-support';
import { GeneralDashboardScreen } from './general-dashboard-screen';
import { validateDashboardSearch } from './dashboard-search';

const zero = {
  applications: 0,
  linkedAccounts: 0,
  deLinkedAccounts: 0,
  setLimitCount: 0,
  resetPinCount: 0,
  resetPhysicalCardPinCount: 0,
  events: 0,
};
const stats = {
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-11-02T23:59:59.999Z',
  summary: { ...zero, applications: 5, linkedAccounts: 3, events: 12 },
  users: [
    { ...zero, createdBy: 'officer', applications: 4, linkedAccounts: 1, events: 7 },
    { ...zero, createdBy: 'supervisor', applications: 1, linkedAccounts: 2, events: 5 },
  ],
  days: [
    { ...zero, day: '2026-11-01', applications: 2, events: 4 },
    { ...zero, day: '2026-11-02', applications: 3, linkedAccounts: 3, events: 8 },
  ],
};

function Screen() {
  const search = useRouterState({ select: (s) => validateDashboardSearch(s.location.search) });
  return <GeneralDashboardScreen search={search} />;
}

const query = (url: string) => new URL(url, 'http://test').searchParams;

describe('general dashboard', () => {
  it('asks for the chosen days, the end at 23:59:59.999 UTC, and shows tiles and per-user rows', async () => {
    const urls: string[] = [];
    const calls = mockApi({ 'GET Reports/Dashboards/Stats': { body: stats } });
    renderInRouter(() => <Screen />, '/dashboards/general?from=2026-11-01&to=2026-11-02');
    const summary = await screen.findByRole('region', { name: 'Summary' });
    await within(summary).findByText('5');
    expect(calls[0]?.path).toBe('Reports/Dashboards/Stats');
    const fetchMock = globalThis.fetch as unknown as { mock: { calls: [string][] } };
    urls.push(...fetchMock.mock.calls.map((c) => String(c[0])));
    const q = query(urls[0]!);
    expect(q.get('startDate')).toBe('2026-11-01T00:00:00.000Z');
    expect(q.get('endDate')).toBe('2026-11-02T23:59:59.999Z');
    const table = screen.getByRole('table', { name: 'Per user' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      'officer',
      'supervisor',
    ]);
  });

  it('sorts the per-user rows by a count from the address', async () => {
    mockApi({ 'GET Reports/Dashboards/Stats': { body: stats } });
    renderInRouter(() => <Screen />, '/dashboards/general?sort=linkedAccounts,desc');
    const table = await screen.findByRole('table', { name: 'Per user' });
    await within(table).findByText('supervisor');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      'supervisor',
      'officer',
    ]);
  });

  it('defaults to today and applies a chosen range to the address', async () => {
    mockApi({ 'GET Reports/Dashboards/Stats': { body: stats } });
    const u = userEvent.setup();
    const { router } = renderInRouter(() => <Screen />, '/dashboards/general');
    const from = await screen.findByLabelText<HTMLInputElement>('From (UTC)');
    expect(from.value).toBe(new Date().toISOString().slice(0, 10));
    await u.clear(from);
    await u.type(from, '2026-10-01');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ from: '2026-10-01' }));
  });
});

/** Counts in the thousands, to be written grouped. */
const many = {
  ...stats,
  summary: { ...zero, applications: 1234, linkedAccounts: 3, events: 1240 },
  users: [{ ...zero, createdBy: 'officer', applications: 1234, linkedAccounts: 3, events: 1240 }],
  days: [
    { ...zero, day: '2026-11-01', applications: 1200, events: 1200 },
    { ...zero, day: '2026-11-02', applications: 34, linkedAccounts: 3, events: 40 },
  ],
};

/** In Arabic the app's root gives the right-to-left direction. */
function ArabicScreen() {
  return (
    <Direction.Provider dir="rtl">
      <Screen />
    </Direction.Provider>
  );
}

const arabic = /\p{Script=Arabic}/u;

describe('the general dashboard in Arabic', () => {
  it('names its tiles, table and charts in Arabic, counts grouped, the days from the right', async () => {
    await setLanguage('ar');
    mockApi({ 'GET Reports/Dashboards/Stats': { body: many } });
    renderInRouter(() => <ArabicScreen />, '/dashboards/general?from=2026-11-01&to=2026-11-02');
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة المعلومات العامة' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'الملخص' });
    const tile = await within(summary).findByText('1,234');
    expect(document.getElementById(tile.getAttribute('aria-labelledby')!)?.textContent).toBe('الطلبات');
    expect(within(summary).getByText('الحسابات المربوطة')).toBeTruthy();
    expect(screen.getByLabelText('من (UTC)')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'حسب المستخدم' });
    expect(within(table).getByRole('columnheader', { name: /أنشأه/ })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '1,234' })).toBeTruthy();

    const perDay = await screen.findByRole('figure', { name: 'حسب اليوم' });
    const data = within(perDay).getByRole('table');
    expect(within(data).getByRole('columnheader', { name: 'اليوم' })).toBeTruthy();
    expect(within(data).getByRole('cell', { name: '1,200' })).toBeTruthy();
    // Time runs from right to left, as the text does: the first day at the right.
    const bars = [...perDay.querySelectorAll('rect[data-series="الطلبات"]')].map((r) =>
      Number(r.getAttribute('x')),
    );
    expect(bars[0]).toBeGreaterThan(bars[1]!);
    expect(screen.getByRole('figure', { name: 'حسب المستخدم' })).toBeTruthy();
  });

  it("says in Arabic, in the server's words, that no user did anything", async () => {
    await setLanguage('ar');
    mockApi({ 'GET Reports/Dashboards/Stats': { body: { ...stats, users: [] } } });
    renderInRouter(() => <ArabicScreen />, '/dashboards/general');
    const table = await screen.findByRole('table', { name: 'حسب المستخدم' });
    const none = translateText(messages.noResults);
    expect(none).toMatch(arabic);
    expect(await within(table).findByText(none)).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import type { securityApi, StoredSession } from '@console/contract';
import { setLanguage } from '@/lib/language';
import { signedInAs } from '@/test/session';
import { mockApi, renderInRouter } from '@/test/table-support';
import { SecurityScreen } from './security-screen';
import { validateSecuritySearch } from './security-search';

const signedIn = signedInAs();

const session = (overrides: Partial<securityApi.Session>): securityApi.Session => ({
  id: 's1',
  userId: '33333333-3333-4333-8333-333333333333',
  userName: 'officer',
  actorName: null,
  address: '10.1.2.3',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  startedAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-20T08:30:00.000Z',
  ...overrides,
});
const viewedAs = session({ id: 's2', address: '2001:db8::7', actorName: 'admin' });

function Screen() {
  const search = useRouterState({ select: (s) => validateSecuritySearch(s.location.search) });
  return <SecurityScreen search={search} />;
}

describe('/security in Arabic', () => {
  it('lists the sessions in Arabic, addresses left to right, and ends one after asking', async () => {
    signedIn.session = { userName: 'admin.checker', isSUDO: true } as StoredSession;
    await setLanguage('ar');
    const calls = mockApi({
      'GET Security/Sessions': {
        body: { items: [session({}), viewedAs], page: 0, size: 10, totalItems: 2, totalPages: 1 },
      },
      'DELETE Security/Sessions/s1': { status: 204 },
    });
    const u = userEvent.setup();
    renderInRouter(() => <Screen />, '/security');

    expect(await screen.findByRole('heading', { name: 'مركز الأمان' })).toBeTruthy();
    expect(
      within(screen.getByRole('tablist', { name: 'أقسام مركز الأمان' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['الجلسات', 'الحسابات المقفلة', 'محاولات الدخول الفاشلة', 'السياسات', 'الشبكات المسموح بها']);
    expect(screen.getByRole('search', { name: 'تصفية الجلسات' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'الجلسات' });
    await within(table).findByText('10.1.2.3');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .slice(1),
    ).toEqual(['المستخدم', 'العنوان', 'المتصفح', 'البدء', 'آخر نشاط', 'الإجراءات']);
    // Addresses, names and the browser keep their order inside the right-to-left table.
    for (const text of ['10.1.2.3', '2001:db8::7', 'Mozilla/5.0 (X11; Linux x86_64)', 'officer'])
      for (const shown of within(table).getAllByText(text))
        expect(shown.closest('bdi[dir=ltr]')).toBeTruthy();
    expect(within(table).getByText('عرض كهذا المستخدم بواسطة \u2068admin\u2069')).toBeTruthy();

    await u.click(
      within(table).getByRole('button', { name: 'إنهاء جلسة \u2068officer\u2069 من \u206610.1.2.3\u2069' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'هل تريد إنهاء هذه الجلسة؟' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await u.click(within(confirm).getByRole('button', { name: 'إنهاء الجلسة' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['Security/Sessions/s1']),
    );
  });
});

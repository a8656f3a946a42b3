import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import type { StoredSession } from '@console/contract';
import { setLanguage } from '@/lib/language';
import { signedInAs } from '@/test/session';
import { mockApi, renderInRouter } from '@/test/table-support';
import { staffUser } from './user-fixture';
import { UsersScreen } from './users-screen';
import { validateUsersSearch } from './users-search';

const signedIn = signedInAs();

const auditor = { id: '11111111-1111-4111-8111-111111111111', name: 'Auditor' };
const officer = staffUser({ phone: '+252611111111', roles: [auditor], mfa: true });

function Screen() {
  const search = useRouterState({ select: (s) => validateUsersSearch(s.location.search) });
  return <UsersScreen search={search} />;
}

describe('/users in Arabic', () => {
  it('names its columns, badges, actions and filters in Arabic; a phone stays left to right', async () => {
    signedIn.session = { userId: 'someone-else', userName: 'admin', isSUDO: true } as StoredSession;
    await setLanguage('ar');
    mockApi({
      'GET AppUsers': { body: { items: [officer], page: 0, size: 10, totalItems: 1, totalPages: 1 } },
      'GET Roles/Lookup': { body: [auditor] },
    });
    const u = userEvent.setup();
    const { router } = renderInRouter(() => <Screen />, '/users');

    expect(await screen.findByRole('heading', { name: 'المستخدمون' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'المستخدمون' });
    await within(table).findByText('officer');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['اسم المستخدم', 'الهاتف', 'البريد الإلكتروني', 'الأدوار', 'الحالة']),
    );
    // The phone keeps its + at the start inside the right-to-left table.
    const phone = within(table).getByText('+252611111111');
    expect(phone.tagName).toBe('BDI');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(within(table).getByText('officer').closest('bdi[dir=ltr]')).toBeTruthy();
    expect(within(table).getByText('نشط')).toBeTruthy();
    expect(within(table).getByText('مفعّل')).toBeTruthy();

    await u.click(within(table).getByRole('button', { name: 'إجراءات \u2068officer\u2069' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'تعديل',
      'تغيير كلمة المرور',
      'إعادة تعيين التحقق بخطوتين',
      'إسناد دور',
      'ربط الفروع',
      'إلغاء التفعيل',
      'العرض كهذا المستخدم',
      'سجل التغييرات',
    ]);
    await u.keyboard('{Escape}');

    // The Filter dialog's own words are the table's; its fields are the users list's.
    const filterButton = document.querySelector('[data-slot="data-table"] button:has(svg.lucide-funnel)');
    await u.click(filterButton as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    for (const label of ['اسم المستخدم', 'البريد الإلكتروني', 'الهاتف'])
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    await u.click(within(dialog).getByRole('combobox', { name: 'الحالة' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['نشط', 'غير نشط']),
    );
    await u.click(screen.getByRole('option', { name: 'غير نشط' }));
    await u.click(within(dialog).getByRole('combobox', { name: 'الدور' }));
    await u.click(screen.getByRole('option', { name: 'Auditor' }));
    await u.click(dialog.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ status: 'Inactive', role: auditor.id }),
    );
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { P } from '@console/contract/core';
import { setLanguage } from '@/lib/language';
import { clearSession, startSession } from '@/lib/session';
import { renderWithRouter } from '@/test/render-with-router';
import { mockApi } from '@/test/table-support';
import { fakeToken } from '@/test/tokens';
import { AppSidebar } from './app-sidebar';
import { SidebarProvider } from './sidebar-context';
import { TopBar } from './top-bar';

const permissions = [P.ListCustomers, P.ViewMbankingUserInfo];

/** The shell's sidebar and top bar for a signed-in officer, the server answering what they ask. */
async function renderShell() {
  const calls = mockApi({
    'GET AppUsers/Permissions': { body: permissions },
    'GET System/Info': { body: { coreBanking: 'bank', demoData: true } },
    'PUT AppUsers/Language': { status: 204 },
  });
  const session = await startSession(fakeToken());
  await renderWithRouter(
    <SidebarProvider>
      <div className="flex">
        <AppSidebar session={session} />
        <TopBar session={session} />
      </div>
    </SidebarProvider>,
  );
  return calls;
}

const headings = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('the shell in Arabic', () => {
  afterEach(() => clearSession());

  it('stands right to left, with the sidebar on the right and the menu in Arabic', async () => {
    await setLanguage('ar');
    await renderShell();
    expect(document.documentElement.dir).toBe('rtl');
    const aside = screen.getByRole('complementary', { name: 'الشريط الجانبي' });
    expect(aside.dataset.side).toBe('right');
    expect(aside.className).toContain('border-e');
    const nav = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(headings(nav)).toEqual(['تسجيل العملاء', 'الدعم']);
    expect(within(nav).getByRole('link', { name: 'العملاء' }).getAttribute('href')).toBe('/customer-inquiry');
    expect(within(nav).getByRole('link', { name: 'معلومات مستخدم DahabPlus' })).toBeTruthy();
    expect(
      within(aside).getByRole('link', { name: 'لوحة تحكم المكتب الخلفي، الصفحة الرئيسية' }),
    ).toBeTruthy();
    expect(within(aside).getByTestId('environment').textContent).toBe('البيئة: تطوير');
    const trigger = screen.getByRole('button', { name: 'إظهار الشريط الجانبي أو طيّه' });
    expect(trigger.querySelector('svg')?.getAttribute('class')).toContain('rtl:-scale-x-100');
  });

  it('opens the sidebar off-canvas from the right on a narrow screen', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    await setLanguage('ar');
    await renderShell();
    expect(screen.queryByRole('complementary')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'إظهار الشريط الجانبي أو طيّه' }));
    const panel = await screen.findByRole('dialog', { name: 'التنقل' });
    expect(panel.dataset.side).toBe('right');
    expect(panel.className).toContain('right-0');
    expect(within(panel).getByRole('link', { name: 'العملاء' })).toBeTruthy();
  });

  it('switches language from the user menu, and keeps the choice for the user', async () => {
    const user = userEvent.setup();
    const calls = await renderShell();
    expect(screen.getByRole('complementary', { name: 'Sidebar' }).dataset.side).toBe('left');
    await user.click(screen.getByRole('button', { name: 'User menu: officer' }));
    const languages = screen.getByRole('group', { name: 'Language' });
    expect(
      within(languages).getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked'),
    ).toBe('true');
    await user.click(within(languages).getByRole('menuitemradio', { name: 'العربية' }));

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    const aside = screen.getByRole('complementary', { name: 'الشريط الجانبي' });
    expect(aside.dataset.side).toBe('right');
    expect(headings(screen.getByRole('navigation', { name: 'القائمة الرئيسية' }))).toEqual([
      'تسجيل العملاء',
      'الدعم',
    ]);
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', path: 'AppUsers/Language', body: { language: 'ar' } }),
    );

    await user.click(screen.getByRole('button', { name: 'قائمة المستخدم: officer' }));
    expect(screen.getByRole('group', { name: 'اللغة' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeTruthy();
  });
});

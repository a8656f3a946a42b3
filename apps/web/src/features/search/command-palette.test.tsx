import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { P, messages, type StoredSession } from '@console/contract/core';
import type { searchApi } from '@console/contract';
import { translateText } from '@/lib/i18n';
import { setLanguage } from '@/lib/language';
import { renderWithRouter } from '@/test/render-with-router';
import { CommandPalette } from './command-palette';
import { PaletteLauncher } from './palette-launcher';
import { readRecentPlaces } from './recent-places';

const session: StoredSession = {
  userName: 'officer',
  userId: 'u-officer',
  userRoles: [],
  permissions: [P.ListCustomers, P.ListUsers],
  isSUDO: false,
  tenant: 'DBI',
  resetPassword: false,
  branchCode: null,
  token: 't',
  actorName: null,
  language: null,
};

const amina: searchApi.SearchHit = {
  type: 'Customer',
  id: 'c1',
  title: 'Amina Hassan Ali',
  subtitle: '+252615550001 · Dahab Bank',
  link: '/customers/c1',
};
const aminata: searchApi.SearchHit = { ...amina, id: 'c2', title: 'Aminata Omar', link: '/customers/c2' };

/** The searches the palette sent, and an answer for each. */
function serveSearch(items: searchApi.SearchHit[]) {
  const asked: { q: string | null; signal: AbortSignal | null | undefined }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    if (!url.pathname.endsWith('/Search')) return Promise.resolve(new Response(null, { status: 404 }));
    asked.push({ q: url.searchParams.get('q'), signal: init?.signal });
    return Promise.resolve(new Response(JSON.stringify({ items }), { status: 200 }));
  });
  return asked;
}

const renderShell = () =>
  renderWithRouter(
    <div>
      <button type="button">Somewhere else</button>
      <PaletteLauncher session={session} />
    </div>,
  );

const ctrlK = () => fireEvent.keyDown(window, { key: 'k', ctrlKey: true });

describe('command palette', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('opens with Ctrl+K, finds as one types, moves with the arrows and opens with Enter', async () => {
    const asked = serveSearch([amina, aminata]);
    const { location } = await renderShell();
    const before = screen.getByRole('button', { name: 'Somewhere else' });
    before.focus();

    ctrlK();
    const input = await screen.findByRole('combobox', { name: 'Search records and screens' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    // Empty: the screens this user may open, and no other.
    const list = screen.getByRole('listbox');
    expect(within(list).getByRole('option', { name: /Customers/ })).toBeTruthy();
    expect(within(list).getByRole('option', { name: /Users/ })).toBeTruthy();
    expect(within(list).queryByRole('option', { name: /Roles/ })).toBeNull();

    fireEvent.change(input, { target: { value: 'a' } });
    fireEvent.change(input, { target: { value: 'am' } });
    fireEvent.change(input, { target: { value: 'amin' } });
    await screen.findByRole('option', { name: /Aminata Omar/ });
    // Typing fast sends one request, for the text where typing paused.
    expect(asked.map((a) => a.q)).toEqual(['amin']);
    expect(asked[0]?.signal).toBeInstanceOf(AbortSignal);

    const options = within(screen.getByRole('group', { name: 'Customers' })).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(input?.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input?.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input?.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });

    await waitFor(() => expect(location()).toBe('/customers/c2'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readRecentPlaces(session.userId)).toEqual([
      { type: 'Customer', title: 'Aminata Omar', subtitle: amina.subtitle, link: '/customers/c2' },
    ]);
  });

  it('closes with Escape and gives the focus back where it was', async () => {
    serveSearch([]);
    await renderShell();
    const before = screen.getByRole('button', { name: 'Somewhere else' });
    before.focus();
    ctrlK();
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(before);
  });

  it('opens from the top-bar button, offers recent places first, and finds a screen by name', async () => {
    const asked = serveSearch([amina]);
    localStorage.setItem(
      `console.recent-places.${session.userId}`,
      JSON.stringify([
        { type: 'Customer', title: 'Amina Hassan Ali', subtitle: amina.subtitle, link: '/customers/c1' },
        { type: 'Bad', title: 'Elsewhere', subtitle: '', link: 'https://example.com' },
      ]),
    );
    await renderShell();
    const button = screen.getByRole('button', { name: /Search/ });
    expect(button?.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    fireEvent.click(button);
    const input = await screen.findByRole('combobox');
    const recent = screen.getByRole('group', { name: 'Recent' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Amina Hassan Ali')]);
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.change(input, { target: { value: 'user' } });
    await waitFor(() => expect(asked.map((a) => a.q)).toEqual(['user']));
    const screens = screen.getByRole('group', { name: 'Screens' });
    expect(
      within(screens)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining('Users')]);
    // The recent customer came back from the server too: listed once, among the recent.
    fireEvent.change(input, { target: { value: 'amina' } });
    await waitFor(() => expect(asked.at(-1)?.q).toBe('amina'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getAllByRole('option', { name: /Amina Hassan Ali/ })).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Customers' })).toBeNull();

    fireEvent.change(input, { target: { value: 'x' } });
    expect(screen.getByRole('status').textContent).toContain('Type at least 2 characters to search records.');
  });
});

// The palette itself (the launcher loads it lazily), for a user who also sees merchants and dashboards.
const arabicSession: StoredSession = {
  ...session,
  permissions: [P.ListCustomers, P.ListMerchants, P.ViewDashboard],
};
const merchant: searchApi.SearchHit = {
  type: 'Merchant',
  id: 'm1',
  title: 'Amina Shop',
  subtitle: 'Code 20000001 · Account 0019000001 · Dahab Bank',
  link: '/merchant-inquiry?by=code&identifier=20000001',
};
const arabic = /\p{Script=Arabic}/u;

describe('the command palette in Arabic', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names its groups, kinds and hints in Arabic, phones and numbers left to right', async () => {
    await setLanguage('ar');
    serveSearch([amina, merchant]);
    await renderWithRouter(
      <CommandPalette session={arabicSession} open onOpenChange={() => undefined} returnFocus={() => null} />,
    );
    const input = await screen.findByRole('combobox', { name: 'البحث في السجلات والشاشات' });
    expect(input.getAttribute('placeholder')).toMatch(arabic);
    // The screens of the menu, by their Arabic names.
    const screens = screen.getByRole('group', { name: 'الشاشات' });
    expect(within(screens).getByRole('option', { name: /لوحات المعلومات › عامة/ })).toBeTruthy();

    fireEvent.change(input, { target: { value: 'a' } });
    expect(screen.getByRole('status').textContent).toContain('اكتب حرفين على الأقل للبحث في السجلات.');

    fireEvent.change(input, { target: { value: '+2526' } });
    // What is typed takes its own direction: a number stays left to right.
    expect(input.getAttribute('dir')).toBe('auto');
    fireEvent.change(input, { target: { value: 'amina' } });
    const customers = await screen.findByRole('group', { name: 'العملاء' });
    const customer = within(customers).getByRole('option', { name: /Amina Hassan Ali/ });
    expect(within(customer).getByText('عميل')).toBeTruthy();
    const phone = within(customer).getByText('+252615550001');
    expect(phone.closest('bdi')?.getAttribute('dir')).toBe('ltr');

    // The server's subtitle of a merchant, a text of the contract, in Arabic; its numbers apart.
    const found = within(screen.getByRole('group', { name: 'التجار' })).getByRole('option');
    const subtitle = translateText(
      messages.searchMerchantWithCode
        .replace('{code}', '20000001')
        .replace('{account}', '0019000001')
        .replace('{organization}', 'Dahab Bank'),
    );
    expect(subtitle).toMatch(arabic);
    expect(found.textContent).toContain(subtitle);
    expect(within(found).getByText('تاجر')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('نتيجتان.'));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { P, type StoredSession } from '@console/contract/core';
import { renderWithRouter } from '@/test/render-with-router';
import { AppSidebar } from './app-sidebar';
import { SidebarProvider } from './sidebar-context';

const session = (over: Partial<StoredSession>): StoredSession => ({
  userName: 'support',
  userId: 'u1',
  userRoles: [],
  permissions: [],
  isSUDO: false,
  tenant: 'EAB',
  resetPassword: false,
  branchCode: null,
  token: 't',
  actorName: null,
  ...over,
});

const renderSidebar = (s: StoredSession) =>
  renderWithRouter(
    <SidebarProvider>
      <AppSidebar session={s} />
    </SidebarProvider>,
  );

const systemInfo = (coreBanking: 'sandbox' | 'bank') =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input) =>
      Promise.resolve(
        (input instanceof Request ? input.url : input.toString()).endsWith('/System/Info')
          ? new Response(JSON.stringify({ coreBanking, demoData: true }), { status: 200 })
          : new Response(null, { status: 404 }),
      ),
    );

describe('AppSidebar', () => {
  beforeEach(() => {
    systemInfo('bank');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the tenant, the user, the environment and only the permitted groups', async () => {
    await renderSidebar(session({ permissions: [P.ViewMbankingUserInfo] }));
    const aside = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(aside).getByText('East Africa Bank')).toBeTruthy();
    expect(within(aside).getByText('support')).toBeTruthy();
    expect(within(aside).getByText('Environment: Development')).toBeTruthy(); // jsdom runs on localhost
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Support']);
    expect(within(nav).getByRole('link', { name: 'DahabPlus user info' }).getAttribute('href')).toBe(
      '/support/dahabplus',
    );
    expect(screen.getByRole('link', { name: /home/ }).getAttribute('href')).toBe('/');
  });

  it('says Sandbox when the server runs the sandbox core, even on this machine', async () => {
    systemInfo('sandbox');
    await renderSidebar(session({}));
    await waitFor(() => expect(screen.getByTestId('environment').textContent).toBe('Environment: Sandbox'));
  });

  it('shows no group at all to a user without permissions', async () => {
    await renderSidebar(session({ userName: 'nobody', tenant: 'DBI' }));
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryAllByRole('heading')).toEqual([]);
    expect(screen.getByText('Dahab Bank International')).toBeTruthy();
  });
});

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
  language: null,
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

  it('puts My work above the groups with how many items wait, for a decider', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('/WorkQueue/Count'))
        return Promise.resolve(
          new Response(JSON.stringify({ waiting: 7, assignedToMe: 2 }), { status: 200 }),
        );
      return Promise.resolve(
        new Response(JSON.stringify({ coreBanking: 'bank', demoData: true }), { status: 200 }),
      );
    });
    await renderSidebar(session({ permissions: [P.ChangeBusinessStatus, P.ListBusinesses] }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links[0]?.getAttribute('href')).toBe('/work');
    expect(links[1]?.getAttribute('href')).toBe('/work/sla');
    await waitFor(() => expect(links[0]?.textContent).toBe('My work7 waiting'));
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Onboarding']);
  });

  it('asks no count of a user who decides nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await renderSidebar(session({ permissions: [P.EditWorkSla] }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Work queue SLA']);
    const urls = fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));
    expect(urls.some((u) => u.includes('WorkQueue'))).toBe(false);
  });
});

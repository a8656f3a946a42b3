import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { notificationsApi } from '@console/contract';
import { session } from '@/test/application-fixtures';
import { mockApi, renderInRouter } from '@/test/table-support';
import { NotificationBell } from './notification-bell';

const notice = (n: number, extra: Partial<notificationsApi.Notification> = {}) => ({
  id: `0e0e0e0e-0000-4000-8000-00000000000${n}`,
  kind: 'SlaBreached',
  title: `Application ${n} is overdue`,
  body: `Waiting ${n} hours in the review queue.`,
  link: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  readAt: null,
  ...extra,
});
const listing = (items: object[], unread: number) => ({
  body: { items, page: 0, size: 20, totalItems: items.length, totalPages: 1, unread },
});

afterEach(() => vi.restoreAllMocks());

describe('NotificationBell', () => {
  it('shows the unread count, and opening reads the shown unread notices', async () => {
    const items = [
      notice(1, { link: '/applications' }),
      notice(2),
      notice(3, { readAt: '2026-11-21T10:00:00.000Z' }),
    ];
    let unread = 2;
    const calls = mockApi({
      'GET Notifications': () =>
        listing(
          items.map((n) => (unread === 0 ? { ...n, readAt: n.readAt ?? '2026-11-21T11:00:00.000Z' } : n)),
          unread,
        ),
      'POST Notifications/Read': () => {
        unread = 0;
        return { status: 204 };
      },
    });
    renderInRouter(() => <NotificationBell session={session()} />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const entries = within(panel).getAllByRole('listitem');
    expect(entries.map((e) => within(e).getByText(/^Application \d is overdue$/).textContent)).toEqual([
      'Application 1 is overdue',
      'Application 2 is overdue',
      'Application 3 is overdue',
    ]);
    expect(within(panel).getByRole('link', { name: 'Application 1 is overdue' }).getAttribute('href')).toBe(
      '/applications',
    );
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [items[0]!.id, items[1]!.id] });
    // Marked read, the badge clears, but the panel still shows which were new until it closes.
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(panel).getAllByText('Unread:')).toHaveLength(2);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('marks all read on request', async () => {
    const calls = mockApi({
      'GET Notifications': listing([notice(1, { readAt: '2026-11-21T10:00:00.000Z' })], 25),
      'POST Notifications/Read': { status: 204 },
    });
    renderInRouter(() => <NotificationBell session={session()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 25 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
  });

  it('says so when there is nothing', async () => {
    mockApi({ 'GET Notifications': listing([], 0) });
    renderInRouter(() => <NotificationBell session={session()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications.')).toBeTruthy();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('marks nothing read while viewing as someone', async () => {
    const calls = mockApi({ 'GET Notifications': listing([notice(1)], 1) });
    renderInRouter(() => <NotificationBell session={session({ actorName: 'admin' })} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText(/these stay unread for them/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(within(panel).getAllByText('Unread:')).toHaveLength(1);
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { messages } from '@console/contract/core';
import { AWAITING_CORE_POLL_MS } from '@/lib/awaiting-core';
import { mockApi, renderInRouter } from '@/test/table-support';
import { ApplicationsScreen } from './applications-screen';
import { validateApplicationsSearch } from './applications-search';
import { application } from '@/test/application-fixtures';

function Screen() {
  const search = useRouterState({ select: (s) => s.location.search });
  return <ApplicationsScreen search={validateApplicationsSearch(search)} />;
}

describe('/applications', () => {
  it('lists applications with coloured statuses; Apply Filters writes status and isShadow=true', async () => {
    const calls = mockApi({
      'GET Applications': {
        body: {
          items: [application({ status: 'Completed', accountNumber: '0010100001' })],
          page: 0,
          size: 10,
          totalItems: 1,
          totalPages: 1,
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderInRouter(() => <Screen />, '/list?page=2');
    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Applications' });
    const badge = await within(table).findByText('Completed');
    expect(badge.getAttribute('data-tone')).toBe('blue');
    expect(within(table).getByText('0010100001')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Application status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All statuses',
      'Draft',
      'Pending',
      'Approved',
      'Declined',
      'Completed',
      'Flagged',
    ]);
    await user.click(screen.getByRole('option', { name: 'Flagged' }));
    await user.click(screen.getByLabelText('Show shadow applications'));
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'Flagged', isShadow: true }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('Applications'));
  });

  describe('an approval the core carries out', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('shows the account being opened, asks again every 2 s until it is Completed, then stops', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let opened = false;
      const calls = mockApi({
        'GET Applications': () => ({
          body: {
            items: [
              opened
                ? application({ status: 'Completed', accountNumber: '0010100001' })
                : application({ status: 'Approved', awaitingCore: true }),
            ],
            page: 0,
            size: 10,
            totalItems: 1,
            totalPages: 1,
          },
        }),
      });
      renderInRouter(() => <Screen />, '/list');
      const table = await screen.findByRole('table', { name: 'Applications' });
      const status = await within(table).findByRole('status');
      await waitFor(() => expect(status.textContent).toBe(`Approved — ${messages.awaitingAccountOpening}`));
      const asked = () => calls.filter((c) => c.path === 'Applications').length;
      const first = asked();
      await vi.advanceTimersByTimeAsync(AWAITING_CORE_POLL_MS);
      await waitFor(() => expect(asked()).toBe(first + 1));

      opened = true;
      await vi.advanceTimersByTimeAsync(AWAITING_CORE_POLL_MS);
      // The same live region now says where the application ended.
      await waitFor(() => expect(status.textContent).toBe('Completed'));
      expect(within(table).getByText('0010100001')).toBeTruthy();
      const last = asked();
      await vi.advanceTimersByTimeAsync(AWAITING_CORE_POLL_MS * 3);
      expect(asked()).toBe(last);
    });

    it('says why the account was not opened when the core refused', async () => {
      mockApi({
        'GET Applications': {
          body: {
            items: [application({ status: 'Approved', openingError: 'Account type closed at the core.' })],
            page: 0,
            size: 10,
            totalItems: 1,
            totalPages: 1,
          },
        },
      });
      renderInRouter(() => <Screen />, '/list');
      const table = await screen.findByRole('table', { name: 'Applications' });
      expect(
        await within(table).findByText('Account opening failed: Account type closed at the core.'),
      ).toBeTruthy();
      expect(within(table).getByRole('status').textContent).toBe('Approved');
    });
  });
});

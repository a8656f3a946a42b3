import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
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
});

import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterPanel } from './filter-panel';
import type { FilterField } from './filter-dialog';
import { renderInRouter } from '@/test/table-support';

const filters: FilterField[] = [
  {
    kind: 'dateRange',
    from: { name: 'from', label: 'From (UTC)' },
    to: { name: 'to', label: 'To (UTC)' },
    defaults: () => ({ from: '2026-11-21', to: '2026-11-21' }),
  },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    anyLabel: 'All statuses',
    options: [{ value: 'Pending', label: 'Pending' }],
  },
  { kind: 'checkbox', name: 'isShadow', label: 'Show shadow' },
];

describe('FilterPanel', () => {
  it('applies its filters from the first page, keeping size, sort and hidden columns', async () => {
    const user = userEvent.setup();
    const { router } = renderInRouter(
      () => <FilterPanel label="Filters" filters={filters} submitLabel="Apply Filters" />,
      '/list?page=3&size=20&sort=name&hide=email&status=Pending',
    );
    const panel = await screen.findByRole('search', { name: 'Filters' });
    expect(panel.querySelector<HTMLInputElement>('input[type=date]')?.value).toBe('2026-11-21');
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Pending');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All statuses' }));
    await user.click(screen.getByLabelText('Show shadow'));
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        size: 20,
        sort: 'name',
        hide: 'email',
        from: '2026-11-21',
        to: '2026-11-21',
        isShadow: true,
      }),
    );
  });

  it('shows the values of a new address', async () => {
    const { router } = renderInRouter(() => <FilterPanel label="Filters" filters={filters} />, '/list');
    const from = await screen.findByLabelText<HTMLInputElement>('From (UTC)');
    expect(from.value).toBe('2026-11-21');
    act(() => router.history.push('/list?from=2026-10-01&to=2026-10-31'));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('From (UTC)').value).toBe('2026-10-01'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('To (UTC)').value).toBe('2026-10-31');
  });
});

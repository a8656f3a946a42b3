import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter } from '@/test/table-support';
import { FilterDialog, type FilterField } from './filter-dialog';

const filters: FilterField[] = [
  { kind: 'text', name: 'userName', label: 'Username' },
  { kind: 'select', name: 'status', label: 'Status', options: [{ value: 'Active', label: 'Active' }] },
  { kind: 'checkbox', name: 'mine', label: 'Only mine' },
];
const sortFields = [
  { value: 'userName', label: 'Username' },
  { value: 'email', label: 'Email' },
];

const setup = async (url: string, fields: readonly FilterField[] = filters) => {
  const user = userEvent.setup();
  const view = renderInRouter(() => <FilterDialog filters={fields} sortFields={sortFields} />, url);
  await user.click(await screen.findByRole('button', { name: 'Filter' }));
  await screen.findByRole('dialog', { name: 'Filter & Search Options' });
  return { user, ...view };
};

describe('FilterDialog', () => {
  it('has the sections Filters, Sort and Page Size and no reset without parameters', async () => {
    await setup('/list');
    for (const name of ['Filters', 'Sort', 'Page Size'])
      expect(screen.getByRole('group', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
  });

  it('refuses a page size below 1 with the contract message', async () => {
    const { user, router } = await setup('/list');
    await user.type(screen.getByLabelText('Page size'), '0');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Page size must be at least 1.');
    expect(router.state.location.search).toEqual({});
  });

  it('writes filters, sort and size into the query string and starts from the first page', async () => {
    const { user, router } = await setup('/list?page=3');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.click(screen.getByLabelText('Only mine'));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Email' }));
    await user.click(screen.getByRole('combobox', { name: 'Direction' }));
    await user.click(screen.getByRole('option', { name: 'Descending' }));
    await user.type(screen.getByLabelText('Page size'), '20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        userName: 'ada',
        mine: true,
        sort: 'email,desc',
        size: 20,
      }),
    );
  });

  it('offers Reset when a parameter exists, and it clears them all', async () => {
    const { user, router } = await setup('/list?userName=ada&size=5');
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('ada');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('shows a flag of the address checked, and leaves it out once unchecked', async () => {
    const { user, router } = await setup('/list?mine=true&userName=ada');
    const mine = screen.getByRole('checkbox', { name: 'Only mine' });
    expect(mine.getAttribute('aria-checked')).toBe('true');
    await user.click(mine);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ userName: 'ada' }));
  });

  describe('a date range', () => {
    const range: FilterField = {
      kind: 'dateRange',
      from: { name: 'from', label: 'From' },
      to: { name: 'to', label: 'To' },
    };
    const day = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

    it('writes both days under their names, each bounding the other, and leaves out an empty one', async () => {
      const { user, router } = await setup('/list?page=2&hide=email', [range]);
      expect(day('From').type).toBe('date');
      expect([day('From').value, day('To').value]).toEqual(['', '']);
      await user.type(day('From'), '2026-11-01');
      expect(day('To').min).toBe('2026-11-01');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(router.state.location.search).toEqual({ from: '2026-11-01', hide: 'email' }),
      );

      await user.click(screen.getByRole('button', { name: 'Filter' }));
      expect(day('From').value).toBe('2026-11-01');
      await user.type(day('To'), '2026-11-05');
      expect(day('From').max).toBe('2026-11-05');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(router.state.location.search).toEqual({ from: '2026-11-01', to: '2026-11-05', hide: 'email' }),
      );
    });

    it('shows its default days where the address names no day', async () => {
      const withDefaults: FilterField = {
        ...range,
        defaults: () => ({ from: '2026-11-10', to: '2026-11-12' }),
      };
      await setup('/list?from=soon&to=2026-11-20', [withDefaults]);
      expect([day('From').value, day('To').value]).toEqual(['2026-11-10', '2026-11-20']);
    });

    it('refuses a missing day and a range its rule refuses, with their messages, and writes nothing', async () => {
      const ruled: FilterField = {
        ...range,
        required: { from: 'Start date is required.', to: 'End date is required.' },
        rule: (from, to) => (to < from ? 'The end date must not be before the start date.' : null),
      };
      const { user, router } = await setup('/list?to=2026-11-01', [ruled]);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Start date is required.');
      expect(day('From').getAttribute('aria-invalid')).toBe('true');

      await user.type(day('From'), '2026-11-05');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
          'The end date must not be before the start date.',
        ]),
      );
      expect(day('To').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
      await user.clear(day('To'));
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['End date is required.']),
      );
      expect(router.state.location.search).toEqual({ to: '2026-11-01' });
    });
  });
});

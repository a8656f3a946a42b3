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

const setup = async (url: string) => {
  const user = userEvent.setup();
  const view = renderInRouter(() => <FilterDialog filters={filters} sortFields={sortFields} />, url);
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
});

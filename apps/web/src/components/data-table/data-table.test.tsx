import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RowSelectionState } from '@tanstack/react-table';
import { useSearch } from '@tanstack/react-router';
import { DataTable, type DataTablePaging } from './data-table';
import { dataTableColumns } from './features';
import { renderInRouter } from '@/test/table-support';

interface Person {
  id: string;
  name: string;
  amount: number;
}

const helper = dataTableColumns<Person>();
const columns = helper.columns([
  helper.accessor('name', { header: 'Name' }),
  helper.accessor('amount', { header: 'Amount' }),
]);
const people: Person[] = [
  { id: 'a', name: 'Ada', amount: 5 },
  { id: 'b', name: 'Bo', amount: 7 },
];

function Harness(props: {
  paging?: DataTablePaging;
  isLoading?: boolean;
  data?: Person[];
  totals?: boolean;
}) {
  const [sort, setSort] = useState<string | undefined>();
  const [paging, setPaging] = useState(props.paging ?? { page: 0, size: 10, totalItems: 2, totalPages: 1 });
  return (
    <>
      <DataTable
        label="People"
        columns={columns}
        data={props.data ?? people}
        getRowId={(p) => p.id}
        isLoading={props.isLoading}
        paging={paging}
        pagination
        onPaginationChange={(next) => setPaging((p) => ({ ...p, ...next }))}
        sort={sort}
        onSortChange={setSort}
        totals={props.totals ? { amount: 12 } : undefined}
      />
      <output data-testid="sort">{sort ?? ''}</output>
      <output data-testid="paging">{`${paging.page}/${paging.size}`}</output>
    </>
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('numbers rows from the page offset in the first # column', () => {
    render(<Harness paging={{ page: 2, size: 10, totalItems: 22, totalPages: 3 }} />);
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toBe('#');
    const [first, second] = bodyRows();
    expect(within(first!).getAllByRole('cell')[0]?.textContent).toBe('21');
    expect(within(second!).getAllByRole('cell')[0]?.textContent).toBe('22');
  });

  it('says Fetching Data... while loading and No results. when empty', () => {
    const { rerender } = render(<Harness isLoading />);
    expect(screen.getByText('Fetching Data...')).toBeTruthy();
    expect(screen.queryByText('Ada')).toBeNull();
    rerender(<Harness data={[]} />);
    expect(screen.getByText('No results.')).toBeTruthy();
  });

  it('sorts by click and adds a further column by shift-click', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(screen.getByTestId('sort').textContent).toMatch(/^name$/);
    fireEvent.click(screen.getByRole('button', { name: /^Amount/ }), { shiftKey: true });
    expect(screen.getByTestId('sort').textContent).toMatch(/^name;amount$/);
    fireEvent.click(screen.getByRole('button', { name: /^Amount/ }), { shiftKey: true });
    expect(screen.getByTestId('sort').textContent).toMatch(/^name;amount,desc$/);
    // A plain click replaces the sort.
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(screen.getByTestId('sort').textContent).toMatch(/^name,desc$/);
  });

  it('shows the pagination bar: selection, rows per page, Page n of m, navigation', async () => {
    const user = userEvent.setup();
    render(<Harness paging={{ page: 0, size: 10, totalItems: 25, totalPages: 3 }} />);
    expect(screen.getByText('0 of 2 row(s) selected')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Go to first page' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Go to previous page' }).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Go to next page' }).disabled).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['2', '10', '20', '30', '40', '50']);
    await user.click(screen.getByRole('option', { name: '20' }));
    expect(screen.getByTestId('paging')?.textContent).toBe('0/20');
  });

  it('says when the server stopped counting, and keeps the next page open past the counted ones', async () => {
    const user = userEvent.setup();
    render(
      <Harness paging={{ page: 99, size: 10, totalItems: 1000, totalPages: 100, totalAtLeast: true }} />,
    );
    expect(screen.getByText('More than 1,000 matches: narrow the search to see them all')).toBeTruthy();
    expect(screen.getByText('Page 100 of more than 100')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Go to last page' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByTestId('paging').textContent).toBe('100/10');
    expect(screen.getByText('Page 101 of more than 100')).toBeTruthy();
  });

  it('adds a totals row labelled Total', () => {
    render(<Harness totals />);
    const footer = screen.getAllByRole('row').at(-1)!;
    expect(within(footer).getAllByRole('cell')[0]?.textContent).toBe('Total');
    expect(within(footer).getAllByRole('cell')[2]?.textContent).toBe('12');
  });

  it('writes page, size and sort into the address without callbacks', async () => {
    function Screen() {
      const search: { page?: number; size?: number; sort?: string } = useSearch({ strict: false });
      return (
        <DataTable
          label="People"
          columns={columns}
          data={people}
          paging={{ page: search.page ?? 0, size: search.size ?? 10, totalItems: 40, totalPages: 4 }}
          pagination
          sort={search.sort}
        />
      );
    }
    const { router } = renderInRouter(() => <Screen />, '/people');
    await screen.findByText('Page 1 of 4');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 1, size: 10 }));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'name' }));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /^Amount/ }), { shiftKey: true });
    });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'name;amount' }));
    expect(router.state.location.search).not.toHaveProperty('page');
  });

  it('writes hidden columns into the address and reads them back, on reload too', async () => {
    const withFixedName = helper.columns([
      helper.accessor('name', { header: 'Name', enableHiding: false }),
      helper.accessor('amount', { header: 'Amount' }),
    ]);
    function Screen() {
      const search: { hide?: string } = useSearch({ strict: false });
      return (
        <DataTable label="People" columns={withFixedName} data={people} columnVisibility hide={search.hide} />
      );
    }
    // The open menu hides the rest of the page from the accessibility tree.
    const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    const user = userEvent.setup();
    const { router, unmount } = renderInRouter(() => <Screen />, '/people?page=1');
    await screen.findByText('Ada');
    expect(headers()).toEqual(['#', 'Name', 'Amount']);

    await user.click(screen.getByRole('button', { name: 'View' }));
    expect((await screen.findAllByRole('menuitemcheckbox')).map((i) => i.textContent)).toEqual(['Amount']);
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Amount' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 1, hide: 'amount' }));
    expect(headers()).toEqual(['#', 'Name']);
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Amount' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 1 }));
    expect(headers()).toEqual(['#', 'Name', 'Amount']);
    unmount();

    // A reload, or an edited address: a column the menu cannot bring back stays.
    renderInRouter(() => <Screen />, '/people?hide=name,amount');
    await screen.findByText('Ada');
    expect(headers()).toEqual(['#', 'Name']);
  });

  it('hides no column named in the address when it offers no column menu', () => {
    render(<DataTable label="People" columns={columns} data={people} hide="amount" />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Name', 'Amount']);
  });

  it('pins the row-actions column to the end edge, in header, rows and totals', () => {
    const withActions = helper.columns([
      helper.accessor('name', { header: 'Name' }),
      helper.display({
        id: 'actions',
        header: 'Actions',
        meta: { rowActions: true },
        cell: ({ row }) => <button type="button">Open {row.original.name}</button>,
      }),
    ]);
    render(<DataTable label="People" columns={withActions} data={people} totals={{ actions: '' }} />);
    const pinned = (el: HTMLElement) => el.classList.contains('sticky') && el.classList.contains('end-0');
    const rows = screen.getAllByRole('row');
    for (const row of rows) {
      const cells = within(row).queryAllByRole('columnheader').concat(within(row).queryAllByRole('cell'));
      expect(cells.map(pinned)).toEqual([false, false, true]);
    }
    expect(rows).toHaveLength(4);
  });

  it('selects only the rows that may be, by their own labels, as the screen holds them', async () => {
    const user = userEvent.setup();
    function Screen() {
      const [selection, setSelection] = useState<RowSelectionState>({});
      return (
        <>
          <DataTable
            label="People"
            columns={columns}
            data={people}
            getRowId={(p) => p.id}
            selectable
            rowSelection={selection}
            onRowSelectionChange={setSelection}
            canSelectRow={(p) => p.amount > 5}
            selectRowLabel={(p) => `Select ${p.name}`}
          />
          <output data-testid="selection">{Object.keys(selection).join(',')}</output>
        </>
      );
    }
    render(<Screen />);
    expect(screen.queryByRole('checkbox', { name: 'Select Ada' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByTestId('selection').textContent).toBe('b');
    expect(screen.getByRole('checkbox', { name: 'Select Bo' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Select Bo' }));
    expect(screen.getByTestId('selection').textContent).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useListTable, type ListQueryState } from './use-list-table';

interface Row {
  id: string;
}

const page = { items: [{ id: 'a' }, { id: 'b' }], totalItems: 32, totalPages: 4 };
const settled: ListQueryState<Row> = { data: page, isPending: false, isPlaceholderData: false };

describe('useListTable', () => {
  it('gives the rows, where the table stands, its sort and hidden columns', () => {
    const { result } = renderHook(() =>
      useListTable(settled, { page: 2, size: 20, sort: 'name,desc', hide: 'email' }),
    );
    expect(result.current).toEqual({
      data: page.items,
      isLoading: false,
      paging: { page: 2, size: 20, totalItems: 32, totalPages: 4, totalAtLeast: false },
      pagination: true,
      sort: 'name,desc',
      hide: 'email',
    });
  });

  it('stands on the first page of 10 rows when the address says nothing', () => {
    const { result } = renderHook(() => useListTable(settled, {}));
    expect(result.current.paging).toEqual({
      page: 0,
      size: 10,
      totalItems: 32,
      totalPages: 4,
      totalAtLeast: false,
    });
    expect(result.current.sort).toBeUndefined();
    expect(result.current.hide).toBeUndefined();
  });

  it('is loading before the first page, with one page and no rows', () => {
    const { result } = renderHook(() =>
      useListTable<Row>({ data: undefined, isPending: true, isPlaceholderData: false }, { page: 1 }),
    );
    expect(result.current.isLoading).toBe(true);
    expect(result.current.data).toBeUndefined();
    expect(result.current.paging).toEqual({
      page: 1,
      size: 10,
      totalItems: undefined,
      totalPages: 1,
      totalAtLeast: false,
    });
  });

  it('is loading while another page replaces the one still shown', () => {
    const { result } = renderHook(() => useListTable({ ...settled, isPlaceholderData: true }, { page: 3 }));
    expect(result.current.isLoading).toBe(true);
    expect(result.current.data).toBe(page.items);
  });

  it('keeps the same paging while the page stands, so the table need not redraw it', () => {
    const { result, rerender } = renderHook(({ search }) => useListTable(settled, search), {
      initialProps: { search: { page: 1 } },
    });
    const first = result.current.paging;
    rerender({ search: { page: 1 } });
    expect(result.current.paging).toBe(first);
    rerender({ search: { page: 2 } });
    expect(result.current.paging).not.toBe(first);
  });
});

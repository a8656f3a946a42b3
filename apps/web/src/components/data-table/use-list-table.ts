import { useMemo } from 'react';
import type { RowData } from '@tanstack/react-table';
import type { DataTableProps } from './data-table';
import { pagingOf, type ListSearch } from './list-search';

/** A server page (spec 1 §3) as a list query holds it. */
export interface ListQueryState<TRow> {
  data: { items: TRow[]; totalItems: number; totalPages: number; totalAtLeast?: boolean } | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
}

export type ListTableProps<TRow extends RowData> = Required<
  Pick<DataTableProps<TRow>, 'data' | 'isLoading' | 'paging' | 'pagination'>
> &
  Pick<DataTableProps<TRow>, 'sort' | 'hide'>;

/**
 * The DataTable props of a list screen from its query and its address: the rows, Fetching
 * Data... while the first page or a new one loads (the previous rows stay meanwhile), where the
 * table stands (page and size, with the defaults of spec 1 §9), its sort and hidden columns.
 * Spread them into the table: `<DataTable label columns getRowId {...table} />`.
 */
export function useListTable<TRow extends RowData>(
  list: ListQueryState<TRow>,
  search: ListSearch,
): ListTableProps<TRow> {
  const { page, size } = pagingOf(search);
  const totals = list.data;
  const paging = useMemo(
    () => ({
      page,
      size,
      totalItems: totals?.totalItems,
      totalPages: totals?.totalPages ?? 1,
      totalAtLeast: totals?.totalAtLeast ?? false,
    }),
    [page, size, totals?.totalItems, totals?.totalPages, totals?.totalAtLeast],
  );
  return {
    data: list.data?.items,
    isLoading: list.isPending || list.isPlaceholderData,
    paging,
    pagination: true,
    sort: search.sort,
    hide: search.hide,
  };
}

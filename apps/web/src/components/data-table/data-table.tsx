import { useMemo, type ReactNode } from 'react';
import {
  functionalUpdate,
  useTable,
  type ColumnVisibilityState,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { DEFAULT_PAGE_SIZE } from '@console/contract/core';
import {
  pinnedEnd,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { contractText } from '@/lib/contract-messages';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { UserText } from '@/components/user-text';
import { SortableHeader } from './column-header';
import { dataTableFeatures, type DataTableColumnDef } from './features';
import { fromHideQuery, hideableColumnIds, toHideQuery } from './hide-query';
import { dataTableText } from './messages';
import { DataTablePagination } from './pagination';
import { fromSortQuery, toSortQuery } from './sort-query';
import { useSearchWriter } from './use-search-writer';
import { DataTableViewOptions } from './view-options';
import { rowNumberColumn, selectColumn } from './special-columns';

/** A server page as the API answers it (spec 1 §3), or just where the table stands. */
export interface DataTablePaging {
  page: number;
  size: number;
  totalItems?: number;
  totalPages: number;
  /** More rows match than the server counted: the totals are lower bounds. */
  totalAtLeast?: boolean;
}

export interface DataTableProps<TData extends RowData> {
  /** Screens declare these with `dataTableColumns<T>()`; ids of sortable columns are server sort fields. */
  columns: DataTableColumnDef<TData>[];
  data: TData[] | undefined;
  isLoading?: boolean;
  getRowId?: (row: TData) => string;
  /** Accessible name of the table. */
  label: string;
  /** Where the table stands; row numbers continue from page × size. */
  paging?: DataTablePaging;
  /** Show the pagination bar (needs `paging`). */
  pagination?: boolean;
  /** Without it, page and size are written into the address query string. */
  onPaginationChange?: (next: { page: number; size: number }) => void;
  /** The current `sort` query (`field`, `field,desc`, joined by `;`). */
  sort?: string;
  /** Without it, sort is written into the address query string. */
  onSortChange?: (sort: string | undefined) => void;
  /** A totals row labelled Total, keyed by column id. */
  totals?: Partial<Record<string, ReactNode>>;
  /** Offer the column-visibility menu. */
  columnVisibility?: boolean;
  /** The current `hide` query: ids of the hidden columns, joined by `,`. */
  hide?: string;
  /** Without it, the hidden columns are written into the address query string. */
  onHideChange?: (hide: string | undefined) => void;
  /** Add a checkbox column for selecting rows. */
  selectable?: boolean;
  /** The selected rows by id (needs `getRowId`); without it the table keeps its own selection. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (next: RowSelectionState) => void;
  /** Which rows may be selected (default all); the others show no checkbox. */
  canSelectRow?: (row: TData) => boolean;
  /** Accessible name of a row's checkbox (default "Select row"). */
  selectRowLabel?: (row: TData) => string;
  /** Controls shown above the table, left of the column menu (filters, actions). */
  toolbar?: ReactNode;
}

const noRows: never[] = [];

/** The cell of a column that declares none: its value as text, isolated (components/user-text). */
const defaultColumn = {
  cell: ({ renderValue }: { renderValue: () => unknown }) => {
    const value = renderValue();
    if (typeof value === 'number') return String(value);
    return typeof value === 'string' ? <UserText>{value}</UserText> : null;
  },
};

/**
 * The one table of the product (STYLE §8), on TanStack Table v9 with server-side sorting and
 * paging: row numbers, multi-sort by shift-click, loading and empty states, optional totals,
 * pagination and column menu (spec 1 §9). Page, size, sort and hidden columns live in the
 * address unless the screen takes them through its callbacks.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { paging, onPaginationChange, onSortChange, onHideChange, onRowSelectionChange, canSelectRow } =
    props;
  const t = useT(dataTableText);
  const tc = useT(contractText);
  const writeSearch = useSearchWriter();
  const pageIndex = paging?.page ?? 0;
  const pageSize = paging?.size ?? DEFAULT_PAGE_SIZE;
  const offset = pageIndex * pageSize;

  const columns = useMemo(
    () => [
      ...(props.selectable ? [selectColumn<TData>(props.selectRowLabel)] : []),
      rowNumberColumn<TData>(offset),
      ...props.columns,
    ],
    [props.columns, props.selectable, props.selectRowLabel, offset],
  );
  const sorting = useMemo(() => fromSortQuery(props.sort), [props.sort]);
  // Without the menu nothing is hidden: nothing could bring a column back.
  const hideable = useMemo(
    () => (props.columnVisibility ? hideableColumnIds(props.columns) : []),
    [props.columns, props.columnVisibility],
  );
  const columnVisibility = useMemo(() => fromHideQuery(props.hide, hideable), [props.hide, hideable]);
  const pagination: PaginationState = useMemo(() => ({ pageIndex, pageSize }), [pageIndex, pageSize]);

  const changePaging = (next: { page: number; size: number }) => {
    if (onPaginationChange) onPaginationChange(next);
    else writeSearch?.((prev) => ({ ...prev, page: next.page, size: next.size }));
  };
  const changeSort = (next: SortingState) => {
    const sort = toSortQuery(next);
    if (onSortChange) onSortChange(sort);
    // A new order starts again from the first page.
    else writeSearch?.((prev) => ({ ...prev, sort, page: undefined }));
  };
  const changeVisibility = (next: ColumnVisibilityState) => {
    const hide = toHideQuery(next, hideable);
    if (onHideChange) onHideChange(hide);
    else writeSearch?.((prev) => ({ ...prev, hide }));
  };

  const table = useTable({
    features: dataTableFeatures,
    columns,
    // A column without a cell of its own shows a value someone typed (a name, an e-mail, a remark):
    // isolated, so it keeps its own direction in a right-to-left table.
    defaultColumn,
    data: props.data ?? noRows,
    getRowId: props.getRowId,
    state: {
      sorting,
      pagination,
      columnVisibility,
      ...(props.rowSelection ? { rowSelection: props.rowSelection } : {}),
    },
    ...(onRowSelectionChange
      ? {
          onRowSelectionChange: (updater) =>
            onRowSelectionChange(functionalUpdate(updater, props.rowSelection ?? {})),
        }
      : {}),
    enableRowSelection: canSelectRow ? (row) => canSelectRow(row.original) : true,
    onSortingChange: (updater) => changeSort(functionalUpdate(updater, sorting)),
    onColumnVisibilityChange: (updater) => changeVisibility(functionalUpdate(updater, columnVisibility)),
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      changePaging({ page: next.pageIndex, size: next.pageSize });
    },
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: true,
    sortDescFirst: false,
    // -1: the last page is not known, so the table does not hold the page index below a bound.
    pageCount: paging?.totalAtLeast ? -1 : paging ? Math.max(1, paging.totalPages) : 1,
    rowCount: paging?.totalAtLeast ? undefined : paging?.totalItems,
  });

  const visibleColumns = table.getVisibleLeafColumns();
  const rows = table.getRowModel().rows;
  const colSpan = visibleColumns.length;
  const firstColumnId = visibleColumns[0]?.id;

  return (
    <div data-slot="data-table" className="space-y-3">
      {(props.toolbar || props.columnVisibility) && (
        <div className="flex flex-wrap items-center gap-2">
          {props.toolbar}
          {props.columnVisibility && <DataTableViewOptions columns={table.getAllLeafColumns()} />}
        </div>
      )}
      <div className="overflow-hidden rounded-md border">
        <Table aria-label={props.label} aria-busy={props.isLoading || undefined}>
          <TableHeader className="bg-muted/40">
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const column = header.column;
                  const sorted = column.getIsSorted();
                  return (
                    <TableHead
                      key={header.id}
                      className={cn(
                        column.columnDef.meta?.className,
                        column.columnDef.meta?.rowActions && pinnedEnd.head,
                      )}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.isPlaceholder ? null : column.getCanSort() ? (
                        <SortableHeader column={column} sortCount={sorting.length}>
                          <table.FlexRender header={header} />
                        </SortableHeader>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {props.isLoading ? (
              <TableRow>
                <TableCell colSpan={colSpan} className="h-24 text-center text-muted-foreground">
                  {tc('fetchingData')}
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={colSpan} className="h-24 text-center text-muted-foreground">
                  {tc('noResults')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell
                      key={cell.id}
                      className={cn(
                        cell.column.columnDef.meta?.className,
                        cell.column.columnDef.meta?.rowActions && pinnedEnd.cell,
                      )}
                    >
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
          {props.totals && !props.isLoading && rows.length > 0 && (
            <TableFooter>
              <TableRow>
                {visibleColumns.map((column) => (
                  <TableCell
                    key={column.id}
                    className={cn(
                      'font-semibold',
                      column.columnDef.meta?.className,
                      column.columnDef.meta?.rowActions && pinnedEnd.footer,
                    )}
                  >
                    {column.id === firstColumnId ? t('total') : props.totals?.[column.id]}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </div>
      {props.pagination && paging && (
        <DataTablePagination
          selectedCount={Object.values(table.state.rowSelection).filter(Boolean).length}
          rowCount={rows.length}
          pageIndex={pageIndex}
          pageSize={pageSize}
          pageCount={paging.totalPages}
          totalItems={paging.totalItems}
          totalAtLeast={paging.totalAtLeast ?? false}
          onPageChange={(index) => table.setPageIndex(index)}
          onPageSizeChange={(size) => table.setPagination({ pageIndex: 0, pageSize: size })}
        />
      )}
    </div>
  );
}

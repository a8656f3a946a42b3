import {
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** What a screen may say about a column beyond TanStack's own definition. */
export interface DataTableColumnMeta {
  /**
   * Name in the column-visibility menu (defaults to a string header, then the id). A function is
   * read when the menu opens, so columns declared once at module level still show the name in
   * the language of the moment: `title: () => customersText.t('email')`.
   */
  title?: string | (() => string);
  /** Extra classes for the header and the cells of this column. */
  className?: string;
  /**
   * The column holds the row's actions (Profile, Details, a menu): it stays in view at the end of
   * the row while the rest of a table too wide for the screen scrolls under it.
   */
  rowActions?: boolean;
}

/**
 * One feature set for every table: server-side sorting and paging, selection (for the
 * "x of y row(s) selected" line) and column visibility. Stable at module scope, as v9 requires.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

// Columns of different value types live in one array; the helper keeps each one's type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** The column helper screens use to declare their columns. */
export const dataTableColumns = <TData extends RowData>() => createColumnHelper<DataTableFeatures, TData>();

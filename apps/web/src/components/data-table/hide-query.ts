import type { ColumnVisibilityState, RowData } from '@tanstack/react-table';
import type { DataTableColumnDef } from './features';

/**
 * The `hide` query of a list with a column menu: the ids of its hidden columns joined by `,`
 * (`hide=email,createdBy`), so a reload or a shared address shows the same columns.
 */
export function toHideQuery(
  visibility: ColumnVisibilityState,
  hideable: readonly string[],
): string | undefined {
  const hidden = hideable.filter((id) => visibility[id] === false);
  return hidden.length > 0 ? hidden.join(',') : undefined;
}

/**
 * Reads a `hide` query back. Only columns the menu offers are hidden: an edited address cannot
 * take away a column the menu could not bring back (a name, a row's Profile button).
 */
export function fromHideQuery(hide: string | undefined, hideable: readonly string[]): ColumnVisibilityState {
  const named = new Set(hide?.split(','));
  return Object.fromEntries(hideable.filter((id) => named.has(id)).map((id) => [id, false]));
}

/** Ids of the columns the menu may hide, as TanStack Table names them (the id, else the accessor key). */
export function hideableColumnIds<TData extends RowData>(columns: readonly DataTableColumnDef<TData>[]) {
  return columns.flatMap((column) => {
    if (column.enableHiding === false) return [];
    const id =
      column.id ??
      ('accessorKey' in column && typeof column.accessorKey === 'string'
        ? column.accessorKey.replaceAll('.', '_')
        : undefined);
    return id ? [id] : [];
  });
}

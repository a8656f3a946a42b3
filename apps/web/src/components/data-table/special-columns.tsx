import type { RowData } from '@tanstack/react-table';
import { Checkbox } from '@/components/ui/checkbox';
import type { DataTableColumnDef } from './features';
import { dataTableText } from './messages';

/** The first column: the row's number across pages (page × size + position). */
export function rowNumberColumn<TData extends RowData>(offset: number): DataTableColumnDef<TData> {
  return {
    id: 'rowNumber',
    header: '#',
    cell: ({ row }) => offset + row.index + 1,
    enableSorting: false,
    enableHiding: false,
    meta: { title: '#', className: 'w-12 text-muted-foreground tabular-nums' },
  };
}

/** Row checkboxes, for tables whose rows can be selected; a row that cannot be has none. */
export function selectColumn<TData extends RowData>(
  rowLabel: (row: TData) => string = () => dataTableText.t('selectRow'),
): DataTableColumnDef<TData> {
  return {
    id: 'select',
    header: ({ table }) => (
      <Checkbox
        aria-label={dataTableText.t('selectAllRows')}
        checked={
          table.getIsAllPageRowsSelected()
            ? true
            : table.getIsSomePageRowsSelected()
              ? 'indeterminate'
              : false
        }
        onCheckedChange={(value) => table.toggleAllPageRowsSelected(value === true)}
      />
    ),
    cell: ({ row }) =>
      row.getCanSelect() ? (
        <Checkbox
          aria-label={rowLabel(row.original)}
          checked={row.getIsSelected()}
          onCheckedChange={(value) => row.toggleSelected(value === true)}
        />
      ) : null,
    enableSorting: false,
    enableHiding: false,
    meta: { className: 'w-8' },
  };
}

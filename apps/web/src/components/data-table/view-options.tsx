import type { Column, RowData } from '@tanstack/react-table';
import { Settings2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { DataTableFeatures } from './features';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyColumn<TData extends RowData> = Column<DataTableFeatures, TData, any>;

export function columnTitle<TData extends RowData>(column: AnyColumn<TData>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.title ?? (typeof header === 'string' ? header : column.id);
}

/** The column-visibility menu some tables offer (spec 1 §9). */
export function DataTableViewOptions<TData extends RowData>({ columns }: { columns: AnyColumn<TData>[] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="ms-auto">
          <Settings2Icon aria-hidden="true" />
          View
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        <DropdownMenuLabel>Toggle columns</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columns
          .filter((column) => column.getCanHide())
          .map((column) => (
            <DropdownMenuCheckboxItem
              key={column.id}
              checked={column.getIsVisible()}
              onCheckedChange={(value) => column.toggleVisibility(value)}
              onSelect={(event) => event.preventDefault()}
            >
              {columnTitle(column)}
            </DropdownMenuCheckboxItem>
          ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

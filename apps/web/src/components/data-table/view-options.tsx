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
import { useT } from '@/lib/i18n';
import type { DataTableFeatures } from './features';
import { dataTableText } from './messages';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyColumn<TData extends RowData> = Column<DataTableFeatures, TData, any>;

/** A column's name in the menu: its meta title (read now, in the language of the moment), a plain header, or its id. */
export function columnTitle<TData extends RowData>(column: AnyColumn<TData>): string {
  const { header, meta } = column.columnDef;
  const title = typeof meta?.title === 'function' ? meta.title() : meta?.title;
  return title ?? (typeof header === 'string' ? header : column.id);
}

/** The column-visibility menu some tables offer (spec 1 §9). */
export function DataTableViewOptions<TData extends RowData>({ columns }: { columns: AnyColumn<TData>[] }) {
  const t = useT(dataTableText);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="ms-auto">
          <Settings2Icon aria-hidden="true" />
          {t('view')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        <DropdownMenuLabel>{t('toggleColumns')}</DropdownMenuLabel>
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

import type { ReactNode } from 'react';
import type { Column, RowData } from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from 'lucide-react';
import type { DataTableFeatures } from './features';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { dataTableText } from './messages';

/**
 * A sortable header: click sorts by this column, shift-click adds it as a further sort
 * column (spec 1 §9). Shows the direction and, with several sorts, the priority.
 */
export function SortableHeader<TData extends RowData>({
  column,
  sortCount,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  column: Column<DataTableFeatures, TData, any>;
  sortCount: number;
  children: ReactNode;
}) {
  const t = useT(dataTableText);
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ChevronsUpDownIcon;
  const toggle = column.getToggleSortingHandler();
  return (
    <button
      type="button"
      data-slot="sortable-header"
      className={cn(
        '-ms-2 inline-flex h-8 items-center gap-1 rounded-md px-2 outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
        sorted && 'text-foreground',
      )}
      title={t('sortHint')}
      onClick={(event) => toggle?.(event)}
    >
      {children}
      <Icon className={cn('size-3.5', !sorted && 'opacity-50')} aria-hidden="true" />
      {sorted && sortCount > 1 && (
        <span className="text-[0.65rem] text-muted-foreground" aria-hidden="true">
          {column.getSortIndex() + 1}
        </span>
      )}
      {sorted && (
        <span className="sr-only">{t(sorted === 'asc' ? 'sortedAscending' : 'sortedDescending')}</span>
      )}
    </button>
  );
}

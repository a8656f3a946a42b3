import { PAGE_SIZE_OPTIONS } from '@console/contract/core';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { dataTableText } from './messages';

export interface PaginationProps {
  selectedCount: number;
  rowCount: number;
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  /** What the server counted; with `totalAtLeast`, more rows match than that. */
  totalItems?: number | undefined;
  totalAtLeast: boolean;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * Spec 1 §9: selection count, rows per page, Page n of m, first/previous/next/last. In a
 * right-to-left language the first page is at the right, so the arrows turn round.
 */
export function DataTablePagination({
  selectedCount,
  rowCount,
  pageIndex,
  pageSize,
  pageCount,
  totalItems,
  totalAtLeast,
  onPageChange,
  onPageSizeChange,
}: PaginationProps) {
  const t = useT(dataTableText);
  const pages = Math.max(1, pageCount);
  const canPrevious = pageIndex > 0;
  // Past a counted bound the last page is unknown: the next one is always there to ask for.
  const canNext = totalAtLeast || pageIndex < pages - 1;
  // A size typed into the filter dialog may not be one of the choices; offer it too.
  const sizes: number[] = [...PAGE_SIZE_OPTIONS];
  if (!sizes.includes(pageSize)) sizes.push(pageSize);
  sizes.sort((a, b) => a - b);
  return (
    <div data-slot="data-table-pagination" className="flex flex-wrap items-center justify-between gap-3 px-1">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('rowsSelected', { selected: selectedCount, total: rowCount })}
        </p>
        {totalAtLeast && totalItems !== undefined && (
          <p className="text-sm font-medium" role="status">
            {t('matchesAtLeast', { n: formatCount(totalItems) })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:gap-6">
        <div className="flex items-center gap-2">
          <span id="rows-per-page-label" className="text-sm font-medium">
            {t('rowsPerPage')}
          </span>
          <Select value={String(pageSize)} onValueChange={(v) => onPageSizeChange(Number(v))}>
            <SelectTrigger size="sm" className="w-[4.5rem]" aria-labelledby="rows-per-page-label">
              <SelectValue />
            </SelectTrigger>
            <SelectContent side="top">
              {sizes.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <p className="text-sm font-medium whitespace-nowrap">
          {totalAtLeast
            ? t('pageOfAtLeast', { page: formatCount(pageIndex + 1), pages: formatCount(pages) })
            : t('pageOf', { page: Math.min(pageIndex + 1, pages), pages })}
        </p>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t('firstPage')}
            disabled={!canPrevious}
            onClick={() => onPageChange(0)}
          >
            <ChevronsLeftIcon aria-hidden="true" className="rtl:rotate-180" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t('previousPage')}
            disabled={!canPrevious}
            onClick={() => onPageChange(pageIndex - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" className="rtl:rotate-180" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t('nextPage')}
            disabled={!canNext}
            onClick={() => onPageChange(pageIndex + 1)}
          >
            <ChevronRightIcon aria-hidden="true" className="rtl:rotate-180" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={t('lastPage')}
            disabled={totalAtLeast || !canNext}
            onClick={() => onPageChange(pages - 1)}
          >
            <ChevronsRightIcon aria-hidden="true" className="rtl:rotate-180" />
          </Button>
        </div>
      </div>
    </div>
  );
}

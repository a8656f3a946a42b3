import { useState } from 'react';
import { FilterIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { cleanSearch, useCurrentSearch, useSearchWriter } from '@/components/data-table/use-search-writer';
import { filterParamNames, type FilterField, type SortField } from '@/components/data-table/filter-fields';
import { FilterForm } from '@/components/data-table/filter-form';
import { useT } from '@/lib/i18n';
import { componentsText } from './messages';

export type { FilterField, SortField } from '@/components/data-table/filter-fields';

export interface FilterDialogProps {
  /** The screen's filter declarations (text, select, checkbox, date range); each writes its parameters. */
  filters: readonly FilterField[];
  /** Fields the list can be sorted by (server sort names). */
  sortFields: readonly SortField[];
}

/**
 * The filter and search dialog of spec 1 §9: Filters, Sort and Page Size, applied to the
 * address query string; Reset clears every parameter and shows only when there is one.
 */
export function FilterDialog({ filters, sortFields }: FilterDialogProps) {
  const t = useT(componentsText);
  const [open, setOpen] = useState(false);
  const search = useCurrentSearch();
  const write = useSearchWriter();
  const hasParams = Object.keys(cleanSearch(search)).length > 0;
  const managed = new Set(['page', 'size', 'sort', ...filterParamNames(filters)]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <FilterIcon aria-hidden="true" />
          {t('filter')}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{t('filterTitle')}</DialogTitle>
          <DialogDescription>{t('filterDescription')}</DialogDescription>
        </DialogHeader>
        <FilterForm
          filters={filters}
          sortFields={sortFields}
          search={search}
          canReset={hasParams}
          onReset={() => {
            write?.({});
            setOpen(false);
          }}
          onApply={(values) => {
            write?.((prev) => ({
              ...Object.fromEntries(Object.entries(prev).filter(([k]) => !managed.has(k))),
              ...values,
            }));
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FilterIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  filterParamNames,
  filterSearch,
  filterValuesSchema,
  initialFilterValues,
  type FilterField,
  type FilterValues,
} from '@/components/data-table/filter-fields';
import { FilterInputs } from '@/components/data-table/filter-inputs';
import {
  useCurrentSearch,
  useSearchWriter,
  type SearchRecord,
} from '@/components/data-table/use-search-writer';
import { useT } from '@/lib/i18n';
import { componentsText } from './messages';

export interface FilterPanelProps {
  /** Accessible name of the search form. */
  label: string;
  /** The screen's filters, the same declaration a FilterDialog takes. */
  filters: readonly FilterField[];
  /** Text of the submit button (default Apply). */
  submitLabel?: string;
}

/**
 * A list's filters shown above it rather than in the Filter dialog, where the screen keeps them
 * in view (a date range, the applications panel). Applying writes them into the address and
 * starts again from the first page; paging size, sort and hidden columns stay.
 */
export function FilterPanel({ label, filters, submitLabel }: FilterPanelProps) {
  const t = useT(componentsText);
  const search = useCurrentSearch();
  const write = useSearchWriter();
  const initial = initialFilterValues(filters, search);
  const names = filterParamNames(filters);
  return (
    // A new address (back, a link) shows its own values.
    <PanelForm
      key={JSON.stringify(initial)}
      label={label}
      filters={filters}
      initial={initial}
      submitLabel={submitLabel ?? t('apply')}
      onApply={(values) =>
        write?.((prev) => ({
          ...Object.fromEntries(Object.entries(prev).filter(([k]) => !names.includes(k))),
          ...values,
          page: undefined,
        }))
      }
    />
  );
}

function PanelForm({
  label,
  filters,
  initial,
  submitLabel,
  onApply,
}: Required<FilterPanelProps> & { initial: FilterValues; onApply: (values: SearchRecord) => void }) {
  const schema = useMemo(() => z.object({ filters: filterValuesSchema(filters) }), [filters]);
  const form = useForm<{ filters: FilterValues }>({
    resolver: zodResolver(schema),
    defaultValues: { filters: initial },
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        role="search"
        aria-label={label}
        className="flex flex-wrap items-start gap-3 rounded-lg border bg-card p-4"
        onSubmit={form.handleSubmit((values) => onApply(filterSearch(values.filters)))}
      >
        <FilterInputs fields={filters} inline />
        <Button type="submit" className="mt-[1.375rem]">
          <FilterIcon aria-hidden="true" />
          {submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}

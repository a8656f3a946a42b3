import { useMemo } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages } from '@console/contract/core';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { translateText, useT } from '@/lib/i18n';
import {
  ANY,
  filterSearch,
  filterValuesSchema,
  initialFilterValues,
  type FilterField,
  type FilterValues,
  type SortField,
} from './filter-fields';
import { FilterInputs } from './filter-inputs';
import { dataTableText } from './messages';
import { fromSortQuery } from './sort-query';
import type { SearchRecord } from './use-search-writer';

const pageSize = z
  .string()
  .refine((v) => v.trim() === '' || (Number.isInteger(Number(v)) && Number(v) >= 1), messages.pageSizeMin);

interface Values {
  filters: FilterValues;
  sortField: string;
  sortDirection: 'asc' | 'desc';
  size: string;
}

function initialValues(filters: readonly FilterField[], search: SearchRecord): Values {
  const [sort] = fromSortQuery(typeof search.sort === 'string' ? search.sort : undefined);
  const size = search.size;
  return {
    filters: initialFilterValues(filters, search),
    sortField: sort?.id ?? ANY,
    sortDirection: sort?.desc ? 'desc' : 'asc',
    size: typeof size === 'number' || typeof size === 'string' ? String(size) : '',
  };
}

function toSearch(values: Values): SearchRecord {
  const out = filterSearch(values.filters);
  if (values.sortField !== ANY)
    out.sort = values.sortDirection === 'desc' ? `${values.sortField},desc` : values.sortField;
  if (values.size.trim()) out.size = Number(values.size);
  return out;
}

export interface FilterFormProps {
  filters: readonly FilterField[];
  sortFields: readonly SortField[];
  search: SearchRecord;
  canReset: boolean;
  onReset: () => void;
  onApply: (search: SearchRecord) => void;
}

/** The form of the Filter dialog: the declared filters, then Sort and Page Size. */
export function FilterForm({ filters, sortFields, search, canReset, onReset, onApply }: FilterFormProps) {
  const t = useT(dataTableText);
  const schema = useMemo(
    () =>
      z.object({
        filters: filterValuesSchema(filters),
        sortField: z.string(),
        sortDirection: z.enum(['asc', 'desc']),
        size: pageSize,
      }),
    [filters],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(filters, search),
  });
  const sizeError = form.formState.errors.size?.message;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="grid gap-5"
        onSubmit={form.handleSubmit((values) => onApply(toSearch(values)))}
      >
        {filters.length > 0 && (
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-semibold">{t('filters')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <FilterInputs fields={filters} />
            </div>
          </fieldset>
        )}
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">{t('sort')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="filter-sort-field">{t('sortBy')}</Label>
              <Controller
                control={form.control}
                name="sortField"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="filter-sort-field" className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={ANY}>{t('defaultOrder')}</SelectItem>
                      {sortFields.map((s) => (
                        <SelectItem key={s.value} value={s.value}>
                          {s.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="filter-sort-direction">{t('direction')}</Label>
              <Controller
                control={form.control}
                name="sortDirection"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="filter-sort-direction" className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="asc">{t('ascending')}</SelectItem>
                      <SelectItem value="desc">{t('descending')}</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
          </div>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">{t('pageSizeSection')}</legend>
          <Label htmlFor="filter-page-size" className="sr-only">
            {t('pageSize')}
          </Label>
          <Input
            id="filter-page-size"
            type="number"
            min={1}
            inputMode="numeric"
            placeholder="10"
            aria-invalid={sizeError ? true : undefined}
            aria-describedby={sizeError ? 'filter-page-size-error' : undefined}
            {...form.register('size')}
          />
          {sizeError && (
            <p id="filter-page-size-error" role="alert" className="text-sm text-destructive">
              {translateText(sizeError)}
            </p>
          )}
        </fieldset>
        <DialogFooter>
          {canReset && (
            <Button variant="outline" onClick={onReset} className="sm:me-auto">
              {t('reset')}
            </Button>
          )}
          <Button type="submit">{t('apply')}</Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

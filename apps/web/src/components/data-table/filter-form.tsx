import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages } from '@console/contract/core';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { fromSortQuery } from './sort-query';
import type { SearchRecord } from './use-search-writer';

export type FilterField =
  | { kind: 'text'; name: string; label: string; placeholder?: string }
  | { kind: 'select'; name: string; label: string; options: readonly { value: string; label: string }[] }
  | { kind: 'checkbox'; name: string; label: string };

export interface SortField {
  value: string;
  label: string;
}

const ANY = '__any';

const schema = z.object({
  filters: z.record(z.string(), z.union([z.string(), z.boolean()])),
  sortField: z.string(),
  sortDirection: z.enum(['asc', 'desc']),
  size: z
    .string()
    .refine((v) => v.trim() === '' || (Number.isInteger(Number(v)) && Number(v) >= 1), messages.pageSizeMin),
});
type Values = z.infer<typeof schema>;

function initialValues(filters: readonly FilterField[], search: SearchRecord): Values {
  const [sort] = fromSortQuery(typeof search.sort === 'string' ? search.sort : undefined);
  const size = search.size;
  return {
    filters: Object.fromEntries(
      filters.map((f): [string, string | boolean] => {
        const v = search[f.name];
        if (f.kind === 'checkbox') return [f.name, v === true || v === 'true'];
        return [
          f.name,
          typeof v === 'string' || typeof v === 'number' ? String(v) : f.kind === 'select' ? ANY : '',
        ];
      }),
    ),
    sortField: sort?.id ?? ANY,
    sortDirection: sort?.desc ? 'desc' : 'asc',
    size: typeof size === 'number' || typeof size === 'string' ? String(size) : '',
  };
}

function toSearch(values: Values): SearchRecord {
  const out: SearchRecord = {};
  for (const [name, v] of Object.entries(values.filters)) {
    if (v === true) out[name] = true;
    else if (typeof v === 'string' && v.trim() && v !== ANY) out[name] = v.trim();
  }
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

export function FilterForm({ filters, sortFields, search, canReset, onReset, onApply }: FilterFormProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(filters, search),
  });
  const sizeError = form.formState.errors.size?.message;
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={form.handleSubmit((values) => onApply(toSearch(values)))}
    >
      {filters.length > 0 && (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold">Filters</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {filters.map((f) => (
              <FilterInput key={f.name} field={f} form={form} />
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Sort</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="filter-sort-field">Sort by</Label>
            <Controller
              control={form.control}
              name="sortField"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="filter-sort-field" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ANY}>Default order</SelectItem>
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
            <Label htmlFor="filter-sort-direction">Direction</Label>
            <Controller
              control={form.control}
              name="sortDirection"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="filter-sort-direction" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="asc">Ascending</SelectItem>
                    <SelectItem value="desc">Descending</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
          </div>
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">Page Size</legend>
        <Label htmlFor="filter-page-size" className="sr-only">
          Page size
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
            {sizeError}
          </p>
        )}
      </fieldset>
      <DialogFooter>
        {canReset && (
          <Button variant="outline" onClick={onReset} className="sm:mr-auto">
            Reset
          </Button>
        )}
        <Button type="submit">Apply</Button>
      </DialogFooter>
    </form>
  );
}

function FilterInput({ field: f, form }: { field: FilterField; form: ReturnType<typeof useForm<Values>> }) {
  const id = `filter-${f.name}`;
  const name = `filters.${f.name}` as const;
  switch (f.kind) {
    case 'text':
      return (
        <div className="grid gap-2">
          <Label htmlFor={id}>{f.label}</Label>
          <Input id={id} placeholder={f.placeholder} {...form.register(name)} />
        </div>
      );
    case 'select':
      return (
        <div className="grid gap-2">
          <Label htmlFor={id}>{f.label}</Label>
          <Controller
            control={form.control}
            name={name}
            render={({ field }) => (
              <Select value={String(field.value)} onValueChange={field.onChange}>
                <SelectTrigger id={id} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>All</SelectItem>
                  {f.options.map((o) => (
                    <SelectItem key={o.value} value={o.value}>
                      {o.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
      );
    case 'checkbox':
      return (
        <div className="flex items-center gap-2 self-end pb-2">
          <Controller
            control={form.control}
            name={name}
            render={({ field }) => (
              <Checkbox
                id={id}
                checked={field.value === true}
                onCheckedChange={(v) => field.onChange(v === true)}
              />
            )}
          />
          <Label htmlFor={id}>{f.label}</Label>
        </div>
      );
  }
}

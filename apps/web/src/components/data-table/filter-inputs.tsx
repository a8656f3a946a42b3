import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field, invalidProps } from '@/components/field';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { ANY, type DateRangeFilter, type FilterField, type FilterValues } from './filter-fields';
import { dataTableText } from './messages';

type Form = { filters: FilterValues };

/**
 * The inputs of a list's declared filters, inside a react-hook-form `FormProvider` whose values
 * hold them under `filters`. `inline` sizes them for a panel above the table rather than a dialog.
 */
export function FilterInputs({
  fields,
  inline = false,
}: {
  fields: readonly FilterField[];
  inline?: boolean;
}) {
  const prefix = useId();
  return fields.map((f) => (
    <FilterInput
      key={f.kind === 'dateRange' ? f.from.name : f.name}
      field={f}
      idOf={(name) => `${prefix}-${name}`}
      inline={inline}
    />
  ));
}

const widths = { text: 'w-44', select: 'w-48', date: 'w-40' } as const;

function FilterInput({
  field: f,
  idOf,
  inline,
}: {
  field: FilterField;
  idOf: (name: string) => string;
  inline: boolean;
}) {
  const t = useT(dataTableText);
  const form = useFormContext<Form>();
  const width = (kind: keyof typeof widths) => (inline ? widths[kind] : 'w-full');
  switch (f.kind) {
    case 'text': {
      const id = idOf(f.name);
      const error = form.formState.errors.filters?.[f.name]?.message;
      return (
        <Field id={id} label={f.label} error={error}>
          <Input
            id={id}
            className={width('text')}
            placeholder={f.placeholder}
            inputMode={f.inputMode}
            autoComplete="off"
            {...invalidProps(id, error)}
            {...form.register(`filters.${f.name}`)}
          />
        </Field>
      );
    }
    case 'select': {
      const id = idOf(f.name);
      return (
        <Field id={id} label={f.label}>
          <Controller
            control={form.control}
            name={`filters.${f.name}`}
            render={({ field }) => (
              <Select value={String(field.value)} onValueChange={field.onChange}>
                <SelectTrigger id={id} className={f.wide && inline ? 'w-72' : width('select')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY}>{f.anyLabel ?? t('all')}</SelectItem>
                  {f.options.map((o) => (
                    <SelectItem key={o.value} value={o.value}>
                      {o.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </Field>
      );
    }
    case 'checkbox': {
      const id = idOf(f.name);
      return (
        <div className={cn('flex items-center gap-2', inline ? 'mt-[1.375rem] h-9' : 'self-end pb-2')}>
          <Controller
            control={form.control}
            name={`filters.${f.name}`}
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
    case 'dateRange':
      return <DateRangeInputs field={f} idOf={idOf} className={width('date')} />;
  }
}

/** From and To as date inputs, each bounding the other's picker. */
function DateRangeInputs({
  field: f,
  idOf,
  className,
}: {
  field: DateRangeFilter;
  idOf: (name: string) => string;
  className: string;
}) {
  const form = useFormContext<Form>();
  const from = useWatch({ control: form.control, name: `filters.${f.from.name}` });
  const to = useWatch({ control: form.control, name: `filters.${f.to.name}` });
  const errors = form.formState.errors.filters;
  const day = (end: 'from' | 'to', bound: { min?: string; max?: string }) => {
    const { name, label } = f[end];
    const id = idOf(name);
    const error = errors?.[name]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <Input
          id={id}
          type="date"
          className={className}
          {...bound}
          {...invalidProps(id, error)}
          {...form.register(`filters.${name}`)}
        />
      </Field>
    );
  };
  return (
    <>
      {day('from', { max: typeof to === 'string' && to ? to : undefined })}
      {day('to', { min: typeof from === 'string' && from ? from : undefined })}
    </>
  );
}

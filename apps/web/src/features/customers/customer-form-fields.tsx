import { memo, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { LookupItem } from '@console/contract/core';
import { Input } from '@/components/ui/input';
import type { CustomerFieldName, CustomerFormOutput, CustomerFormValues } from './customer-form-schema';
import { Field, invalidProps } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';
import type { LookupName } from '@/lib/lookup-messages';
import { useT } from '@/lib/i18n';
import { customersText } from './messages';

export type CustomerForm = UseFormReturn<CustomerFormValues, unknown, CustomerFormOutput>;

const fieldId = (name: string) => `customer-${name}`;

/** A text, date or number input bound to one field of the customer form. */
export function TextField({
  form,
  name,
  label,
  type = 'text',
  disabled,
  hint,
}: {
  form: CustomerForm;
  name: CustomerFieldName;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  disabled?: boolean;
  /** What the field says of itself under it: a masked field's current value is not shown. */
  hint?: string | undefined;
}) {
  const id = fieldId(name);
  const error = form.formState.errors[name]?.message;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        type={type}
        // Email addresses, phone numbers, amounts and dates read left to right, in Arabic too, where
        // they stand at the right like the other fields.
        dir={type === 'text' ? undefined : 'ltr'}
        className="rtl:text-end"
        disabled={disabled}
        {...(type === 'number' ? { min: 0, step: '0.01', inputMode: 'decimal' as const } : {})}
        {...invalidProps(id, error, hint)}
        {...form.register(name)}
      />
    </Field>
  );
}

/**
 * A lookup select bound to one field of the customer form. Memoised: it follows its own field
 * through Controller, and re-rendering a long list (countries) on every keystroke elsewhere is waste.
 */
export const SelectField = memo(function SelectField({
  form,
  name,
  label,
  items,
  lookup,
  disabled,
}: {
  form: CustomerForm;
  name: CustomerFieldName;
  label: string;
  items: readonly LookupItem[] | undefined;
  /** The value set the items come from, shown in the active language; null for data. */
  lookup: LookupName | null;
  disabled?: boolean;
}) {
  const t = useT(customersText);
  const id = fieldId(name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={id} label={label} error={fieldState.error?.message}>
          <LookupSelect
            id={id}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            items={items}
            lookup={lookup}
            disabled={disabled}
            emptyLabel={t('notSet')}
          />
        </Field>
      )}
    />
  );
});

/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { LookupItem } from '@console/contract/core';
import type { LookupName } from '@/lib/lookup-messages';
import { Field } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';
import { useT } from '@/lib/i18n';
import { registerBusinessText } from './messages';

/** A labelled lookup select bound to a form field, its error announced under it. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  items,
  lookup,
  error,
  disabled,
  onPicked,
  emptyLabel,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  items: readonly LookupItem[] | undefined;
  /** The value set the items come from, shown in the active language; null for data. */
  lookup: LookupName | null;
  error: string | undefined;
  disabled?: boolean;
  onPicked?: (value: string) => void;
  emptyLabel?: string;
}) {
  const t = useT(registerBusinessText);
  return (
    <Field id={id} label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <LookupSelect
            id={id}
            value={field.value ?? ''}
            onChange={(value) => {
              field.onChange(value);
              onPicked?.(value);
            }}
            onBlur={field.onBlur}
            items={items}
            lookup={lookup}
            placeholder={t('selectField', { field: label.toLowerCase() })}
            disabled={disabled}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : undefined}
            {...(emptyLabel ? { emptyLabel } : {})}
          />
        )}
      />
    </Field>
  );
}

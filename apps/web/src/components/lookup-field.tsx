import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { LookupItem } from '@console/contract/core';
import { Field } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';

/** A labelled select over id/name pairs, bound to one field of a form, its error announced under it. */
export function LookupField<V extends FieldValues>({
  control,
  name,
  id,
  label,
  items,
  placeholder,
}: {
  control: Control<V>;
  name: Path<V>;
  id: string;
  label: string;
  items: readonly LookupItem[];
  placeholder: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Field id={id} label={label} error={error}>
      <LookupSelect
        id={id}
        value={field.value ?? ''}
        onChange={field.onChange}
        items={items}
        placeholder={placeholder}
        invalid={Boolean(error)}
      />
    </Field>
  );
}

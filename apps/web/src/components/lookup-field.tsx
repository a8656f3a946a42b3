import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { LookupItem } from '@console/contract/core';
import { Field } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';
import type { LookupName } from '@/lib/lookup-messages';

/** A labelled select over id/name pairs, bound to one field of a form, its error announced under it. */
export function LookupField<V extends FieldValues>({
  control,
  name,
  id,
  label,
  items,
  lookup,
  placeholder,
}: {
  control: Control<V>;
  name: Path<V>;
  id: string;
  label: string;
  items: readonly LookupItem[];
  /** The value set of GET Metadata the items come from: each is then shown in the active language. */
  lookup: LookupName | null;
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
        lookup={lookup}
        placeholder={placeholder}
        invalid={Boolean(error)}
      />
    </Field>
  );
}

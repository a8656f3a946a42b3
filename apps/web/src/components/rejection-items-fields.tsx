import type { Control, FieldErrors } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import type { LookupItem } from '@console/contract/core';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { LookupSelect } from '@/components/lookup-select';
import { translateText, useT } from '@/lib/i18n';
import type { LookupName } from '@/lib/lookup-messages';
import { componentsText } from './messages';

/** The values of a status form with rejection items (applications' and businesses' dialogs). */
export interface StatusFormValues {
  status: string;
  declineReason: string;
  rejectionItems: { rejectionReason: string; documentName: string }[];
}

/** A rejection item not filled in yet. */
export const blankRejectionItem = (): StatusFormValues['rejectionItems'][number] => ({
  rejectionReason: '',
  documentName: '',
});

/** The value sets a review's rejection reasons come from. */
export type RejectionReasons = Extract<LookupName, 'CustomerRejectionReason' | 'BusinessRejectionReason'>;

/** The rejection items of a Change Status dialog: reason plus document name each. */
export function RejectionItemsFields({
  fields,
  control,
  errors,
  reasons,
  reasonsLookup,
  documents,
  onAdd,
  onRemove,
}: {
  fields: readonly { id: string }[];
  control: Control<StatusFormValues>;
  errors: FieldErrors<StatusFormValues>;
  reasons: readonly LookupItem[];
  reasonsLookup: RejectionReasons;
  documents: readonly LookupItem[];
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const t = useT(componentsText);
  const listError = errors.rejectionItems?.message ?? errors.rejectionItems?.root?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{t('rejectionReasons')}</legend>
      <ul className="grid gap-3" aria-label={t('rejectionReasons')}>
        {fields.map((item, index) => {
          const itemErrors = errors.rejectionItems?.[index];
          const reasonId = `rejection-${index}-reason`;
          const documentId = `rejection-${index}-document`;
          return (
            <li
              key={item.id}
              className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
            >
              <div className="grid gap-1.5">
                <Label htmlFor={reasonId} className="text-xs text-muted-foreground">
                  {t('reasonNumber', { number: index + 1 })}
                </Label>
                <Controller
                  control={control}
                  name={`rejectionItems.${index}.rejectionReason`}
                  render={({ field }) => (
                    <LookupSelect
                      id={reasonId}
                      value={field.value}
                      onChange={field.onChange}
                      items={reasons}
                      lookup={reasonsLookup}
                      placeholder={t('selectReason')}
                      invalid={Boolean(itemErrors?.rejectionReason)}
                    />
                  )}
                />
                {itemErrors?.rejectionReason?.message && (
                  <p role="alert" className="text-sm text-destructive">
                    {translateText(itemErrors.rejectionReason.message)}
                  </p>
                )}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={documentId} className="text-xs text-muted-foreground">
                  {t('documentNumber', { number: index + 1 })}
                </Label>
                <Controller
                  control={control}
                  name={`rejectionItems.${index}.documentName`}
                  render={({ field }) => (
                    <LookupSelect
                      id={documentId}
                      value={field.value}
                      onChange={field.onChange}
                      items={documents}
                      lookup="DocumentName"
                      placeholder={t('selectDocument')}
                      invalid={Boolean(itemErrors?.documentName)}
                    />
                  )}
                />
                {itemErrors?.documentName?.message && (
                  <p role="alert" className="text-sm text-destructive">
                    {translateText(itemErrors.documentName.message)}
                  </p>
                )}
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="sm:mt-5"
                aria-label={t('removeReason', { number: index + 1 })}
                onClick={() => onRemove(index)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {translateText(listError)}
        </p>
      )}
      <Button variant="outline" size="sm" className="w-fit" onClick={onAdd}>
        <PlusIcon aria-hidden="true" />
        {t('addReason')}
      </Button>
    </fieldset>
  );
}

import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Field, InputField } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { translateText, useT } from '@/lib/i18n';
import { useCountries, useLookup } from '@/lib/metadata';
import { SelectField } from './form-controls';
import { registerBusinessText } from './messages';
import { blankSignatory, type RegisterOutput, type RegisterValues } from './register-schema';

type Form = UseFormReturn<RegisterValues, unknown, RegisterOutput>;

/** Step 2: at least one signatory; together they own at most 100 %. */
export function SignatoriesStep({ form }: { form: Form }) {
  const t = useT(registerBusinessText);
  const { register, control, formState } = form;
  const list = useFieldArray({ control, name: 'signatories' });
  const countries = useCountries().data;
  const ownership = useLookup('OwnershipType').data;
  const idTypes = useLookup('SignatoryIdType').data;
  const listError = formState.errors.signatories?.message ?? formState.errors.signatories?.root?.message;
  return (
    <div className="grid gap-4">
      {list.fields.map((item, i) => {
        const e = formState.errors.signatories?.[i];
        const id = (name: string) => `signatory-${i}-${name}`;
        return (
          <fieldset key={item.id} className="grid gap-4 rounded-md border p-4 sm:grid-cols-2 lg:grid-cols-4">
            <legend className="px-1 text-sm font-medium">{t('signatory', { number: i + 1 })}</legend>
            <InputField
              id={id('name')}
              label={t('name')}
              error={e?.name?.message}
              {...register(`signatories.${i}.name`)}
            />
            <SelectField
              control={control}
              name={`signatories.${i}.nationality`}
              id={id('nationality')}
              label={t('nationality')}
              items={countries}
              lookup="Country"
              error={e?.nationality?.message}
            />
            <InputField
              id={id('birth')}
              label={t('dateOfBirth')}
              type="date"
              error={e?.dateOfBirth?.message}
              {...register(`signatories.${i}.dateOfBirth`)}
            />
            <SelectField
              control={control}
              name={`signatories.${i}.countryOfBirth`}
              id={id('birth-country')}
              label={t('countryOfBirth')}
              items={countries}
              lookup="Country"
              error={e?.countryOfBirth?.message}
              emptyLabel={t('notSet')}
            />
            <InputField
              id={id('mobile')}
              label={t('mobileNumber')}
              type="tel"
              dir="ltr"
              error={e?.mobileNumber?.message}
              {...register(`signatories.${i}.mobileNumber`)}
            />
            <InputField
              id={id('email')}
              label={t('email')}
              type="email"
              error={e?.email?.message}
              {...register(`signatories.${i}.email`)}
            />
            <SelectField
              control={control}
              name={`signatories.${i}.ownershipType`}
              id={id('ownership-type')}
              label={t('ownershipType')}
              items={ownership}
              lookup="OwnershipType"
              error={e?.ownershipType?.message}
            />
            <InputField
              id={id('ownership')}
              label={t('ownershipPercentage')}
              inputMode="decimal"
              error={e?.ownershipPercentage?.message}
              {...register(`signatories.${i}.ownershipPercentage`)}
            />
            <SelectField
              control={control}
              name={`signatories.${i}.idType`}
              id={id('id-type')}
              label={t('idType')}
              items={idTypes}
              lookup="SignatoryIdType"
              error={e?.idType?.message}
            />
            <InputField
              id={id('id-number')}
              label={t('idNumber')}
              dir="ltr"
              error={e?.idNumber?.message}
              {...register(`signatories.${i}.idNumber`)}
            />
            <InputField
              id={id('id-expiry')}
              label={t('idExpiryDate')}
              type="date"
              error={e?.idExpiryDate?.message}
              {...register(`signatories.${i}.idExpiryDate`)}
            />
            <InputField
              id={id('visa-expiry')}
              label={t('visaExpiryDate')}
              type="date"
              error={e?.visaExpiryDate?.message}
              {...register(`signatories.${i}.visaExpiryDate`)}
            />
            <Field
              id={id('notes')}
              label={t('notes')}
              className="grid content-start gap-2 sm:col-span-2 lg:col-span-3"
            >
              <Textarea id={id('notes')} rows={1} {...register(`signatories.${i}.notes`)} />
            </Field>
            <Button
              variant="ghost"
              className="self-end justify-self-end"
              disabled={list.fields.length === 1}
              onClick={() => list.remove(i)}
              aria-label={t('removeSignatory', { number: i + 1 })}
            >
              <Trash2Icon aria-hidden="true" />
              {t('remove')}
            </Button>
          </fieldset>
        );
      })}
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {translateText(listError)}
        </p>
      )}
      <Button variant="outline" className="w-fit" onClick={() => list.append(blankSignatory())}>
        <PlusIcon aria-hidden="true" />
        {t('addSignatory')}
      </Button>
    </div>
  );
}

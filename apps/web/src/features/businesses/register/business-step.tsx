import { Controller, type UseFormReturn } from 'react-hook-form';
import { XIcon } from 'lucide-react';
import { Field, InputField, invalidProps } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { lookupValue } from '@/lib/lookup-messages';
import { useCountries, useLookup } from '@/lib/metadata';
import { SelectField } from './form-controls';
import { registerBusinessText } from './messages';
import type { RegisterOutput, RegisterValues } from './register-schema';

type Form = UseFormReturn<RegisterValues, unknown, RegisterOutput>;

/** Step 1: the business's profile (spec 2 §3 profile fields). */
export function BusinessStep({ form }: { form: Form }) {
  const t = useT(registerBusinessText);
  const { register, control, formState } = form;
  const e = formState.errors;
  const countries = useCountries().data;
  const types = useLookup('BusinessType').data;
  const signatoryTypes = useLookup('SignatoryType').data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <InputField label={t('businessName')} error={e.name?.message} {...register('name')} />
      <InputField
        label={t('registrationNumber')}
        dir="ltr"
        error={e.registrationNumber?.message}
        {...register('registrationNumber')}
      />
      <InputField
        label={t('registrationDate')}
        type="date"
        error={e.registrationDate?.message}
        {...register('registrationDate')}
      />
      <SelectField
        control={control}
        name="type"
        id="business-type"
        label={t('businessType')}
        items={types}
        lookup="BusinessType"
        error={e.type?.message}
      />
      <InputField label={t('email')} type="email" error={e.email?.message} {...register('email')} />
      <InputField label={t('city')} error={e.city?.message} {...register('city')} />
      <SelectField
        control={control}
        name="country"
        id="business-country"
        label={t('country')}
        items={countries}
        lookup="Country"
        error={e.country?.message}
      />
      <Field
        id="business-address"
        label={t('address')}
        error={e.address?.message}
        className="grid content-start gap-2 sm:col-span-2"
      >
        <Textarea
          id="business-address"
          rows={2}
          {...invalidProps('business-address', e.address?.message)}
          {...register('address')}
        />
      </Field>
      <InputField
        label={t('contactPersonName')}
        error={e.contactPersonName?.message}
        {...register('contactPersonName')}
      />
      <InputField
        label={t('contactPersonEmail')}
        type="email"
        error={e.contactPersonEmail?.message}
        {...register('contactPersonEmail')}
      />
      <InputField
        label={t('contactPersonPhone')}
        type="tel"
        dir="ltr"
        error={e.contactPersonPhone?.message}
        {...register('contactPersonPhone')}
      />
      <InputField
        label={t('capitalInvested')}
        inputMode="decimal"
        error={e.capitalInvested?.message}
        {...register('capitalInvested')}
      />
      <InputField
        label={t('numberOfEmployees')}
        type="number"
        min={0}
        error={e.noOfEmployees?.message}
        {...register('noOfEmployees')}
      />
      <InputField
        label={t('monthlyTurnover')}
        inputMode="decimal"
        error={e.monthlyTurnover?.message}
        {...register('monthlyTurnover')}
      />
      <InputField
        label={t('annualTurnover')}
        inputMode="decimal"
        error={e.annualTurnover?.message}
        {...register('annualTurnover')}
      />
      <SelectField
        control={control}
        name="signatoryType"
        id="business-signatory-type"
        label={t('signatoryType')}
        items={signatoryTypes}
        lookup="SignatoryType"
        error={e.signatoryType?.message}
      />
      <Controller
        control={control}
        name="countriesTradedWith"
        render={({ field }) => {
          const chosen = field.value ?? [];
          return (
            <Field
              id="business-traded-with"
              label={t('countriesTradedWith')}
              className="grid content-start gap-2 sm:col-span-2"
            >
              <LookupSelect
                id="business-traded-with"
                value=""
                onChange={(code) => code && !chosen.includes(code) && field.onChange([...chosen, code])}
                items={countries?.filter((c) => !chosen.includes(c.id))}
                lookup="Country"
                placeholder={t('addCountry')}
              />
              <ul className="flex flex-wrap gap-2" aria-label={t('countriesTradedWithList')}>
                {chosen.map((code) => (
                  <li
                    key={code}
                    className="flex items-center gap-1 rounded-full border py-0.5 ps-3 pe-1 text-sm"
                  >
                    {lookupValue('Country', code)}
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-6"
                      aria-label={t('removeCountry', { country: lookupValue('Country', code) })}
                      onClick={() => field.onChange(chosen.filter((c) => c !== code))}
                    >
                      <XIcon aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            </Field>
          );
        }}
      />
      <Field
        id="business-signatory-notes"
        label={t('signatoryNotes')}
        className="grid content-start gap-2 sm:col-span-3"
      >
        <Textarea id="business-signatory-notes" rows={2} {...register('signatoryNotes')} />
      </Field>
    </div>
  );
}

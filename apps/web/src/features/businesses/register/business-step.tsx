import { Controller, type UseFormReturn } from 'react-hook-form';
import { XIcon } from 'lucide-react';
import { Field, InputField, invalidProps } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { lookupName, useCountries, useLookup } from '@/lib/metadata';
import { SelectField } from './form-controls';
import type { RegisterOutput, RegisterValues } from './register-schema';

type Form = UseFormReturn<RegisterValues, unknown, RegisterOutput>;

/** Step 1: the business's profile (spec 2 §3 profile fields). */
export function BusinessStep({ form }: { form: Form }) {
  const { register, control, formState } = form;
  const e = formState.errors;
  const countries = useCountries().data;
  const types = useLookup('BusinessType').data;
  const signatoryTypes = useLookup('SignatoryType').data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <InputField label="Business Name" error={e.name?.message} {...register('name')} />
      <InputField
        label="Registration Number"
        error={e.registrationNumber?.message}
        {...register('registrationNumber')}
      />
      <InputField
        label="Registration Date"
        type="date"
        error={e.registrationDate?.message}
        {...register('registrationDate')}
      />
      <SelectField
        control={control}
        name="type"
        id="business-type"
        label="Business Type"
        items={types}
        error={e.type?.message}
      />
      <InputField label="Email" type="email" error={e.email?.message} {...register('email')} />
      <InputField label="City" error={e.city?.message} {...register('city')} />
      <SelectField
        control={control}
        name="country"
        id="business-country"
        label="Country"
        items={countries}
        error={e.country?.message}
      />
      <Field
        id="business-address"
        label="Address"
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
        label="Contact Person Name"
        error={e.contactPersonName?.message}
        {...register('contactPersonName')}
      />
      <InputField
        label="Contact Person Email"
        type="email"
        error={e.contactPersonEmail?.message}
        {...register('contactPersonEmail')}
      />
      <InputField
        label="Contact Person Phone"
        type="tel"
        error={e.contactPersonPhone?.message}
        {...register('contactPersonPhone')}
      />
      <InputField
        label="Capital Invested"
        inputMode="decimal"
        error={e.capitalInvested?.message}
        {...register('capitalInvested')}
      />
      <InputField
        label="Number of Employees"
        type="number"
        min={0}
        error={e.noOfEmployees?.message}
        {...register('noOfEmployees')}
      />
      <InputField
        label="Monthly Turnover"
        inputMode="decimal"
        error={e.monthlyTurnover?.message}
        {...register('monthlyTurnover')}
      />
      <InputField
        label="Annual Turnover"
        inputMode="decimal"
        error={e.annualTurnover?.message}
        {...register('annualTurnover')}
      />
      <SelectField
        control={control}
        name="signatoryType"
        id="business-signatory-type"
        label="Signatory Type"
        items={signatoryTypes}
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
              label="Countries Traded With"
              className="grid content-start gap-2 sm:col-span-2"
            >
              <LookupSelect
                id="business-traded-with"
                value=""
                onChange={(code) => code && !chosen.includes(code) && field.onChange([...chosen, code])}
                items={countries?.filter((c) => !chosen.includes(c.id))}
                placeholder="Add a country"
              />
              <ul className="flex flex-wrap gap-2" aria-label="Countries traded with">
                {chosen.map((code) => (
                  <li
                    key={code}
                    className="flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm"
                  >
                    {lookupName(countries, code)}
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-6"
                      aria-label={`Remove ${lookupName(countries, code)}`}
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
        label="Signatory Notes"
        className="grid content-start gap-2 sm:col-span-3"
      >
        <Textarea id="business-signatory-notes" rows={2} {...register('signatoryNotes')} />
      </Field>
    </div>
  );
}

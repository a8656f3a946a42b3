import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { LookupItem, LookupKey } from '@console/contract/core';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n';
import { useCountries, useLookup } from '@/lib/metadata';
import { Field, invalidProps } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';
import type { LookupName } from '@/lib/lookup-messages';
import { newApplicationText } from './messages';
import type { NewApplicationOutput, NewApplicationValues } from './new-application-schema';
import { WizardStep } from './wizard-step';

type Form = UseFormReturn<NewApplicationValues, unknown, NewApplicationOutput>;
type TextName = keyof NewApplicationValues['customer'];

/** Step 3: the customer's profile (shown once the OTP is sent). */
export function CustomerStep({ form }: { form: Form }) {
  const t = useT(newApplicationText);
  const countries = useCountries().data ?? [];
  const text = (name: TextName, label: string, type = 'text') => (
    <TextField form={form} name={name} label={label} type={type} />
  );
  const pick = (name: TextName, label: string, placeholder: string, items: readonly LookupItem[]) => (
    <SelectField
      form={form}
      name={name}
      label={label}
      placeholder={placeholder}
      items={items}
      lookup="Country"
    />
  );
  const lookup = (name: TextName, label: string, placeholder: string, key: LookupKey) => (
    <LookupField form={form} name={name} label={label} placeholder={placeholder} lookup={key} />
  );
  return (
    <WizardStep step={3} title={t('customerTitle')} description={t('customerIntro')}>
      <div className="grid gap-6">
        <Section title={t('contact')}>
          {text('name', t('customerName'))}
          {text('email', t('email'), 'email')}
          {text('telephone', t('telephone'), 'tel')}
        </Section>
        <Section title={t('personal')}>
          {lookup('title', t('title'), t('selectTitle'), 'Title')}
          {lookup('gender', t('gender'), t('selectGender'), 'Gender')}
          {text('dateOfBirth', t('dateOfBirth'), 'date')}
          {pick('nationality', t('nationality'), t('selectNationality'), countries)}
          {text('motherName', t('motherName'))}
        </Section>
        <Section title={t('address')}>
          {text('address', t('address'))}
          {text('city', t('city'))}
          {pick('country', t('country'), t('selectCountry'), countries)}
        </Section>
        <Section title={t('employmentAndFinances')}>
          {lookup('employment', t('employment'), t('selectEmployment'), 'EmploymentStatus')}
          {text('employer', t('employer'))}
          {text('salary', t('salary'), 'number')}
          {lookup('salaryFrequency', t('salaryFrequency'), t('selectSalaryFrequency'), 'SalaryFrequency')}
          {text('totalIncome', t('totalIncome'), 'number')}
          {text('totalNetWorth', t('totalNetWorth'), 'number')}
        </Section>
        <Section title={t('nominee')}>
          {text('nomineeName', t('nomineeName'))}
          {text('nomineeAddress', t('nomineeAddress'))}
          {lookup(
            'nomineeRelationship',
            t('nomineeRelationship'),
            t('selectNomineeRelationship'),
            'Relationship',
          )}
        </Section>
      </div>
    </WizardStep>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 text-sm font-semibold text-muted-foreground">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

const fieldId = (name: string) => `customer-${name}`;
const errorOf = (form: Form, name: TextName) => form.formState.errors.customer?.[name]?.message;

function TextField({ form, name, label, type }: { form: Form; name: TextName; label: string; type: string }) {
  const id = fieldId(name);
  const error = errorOf(form, name);
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        type={type}
        // Email addresses, phone numbers, amounts and dates read left to right, in Arabic too, where
        // they stand at the right like the other fields.
        dir={type === 'text' ? undefined : 'ltr'}
        className="rtl:text-end"
        inputMode={type === 'number' ? 'decimal' : undefined}
        min={type === 'number' ? 0 : undefined}
        {...invalidProps(id, error)}
        {...form.register(`customer.${name}`)}
      />
    </Field>
  );
}

interface SelectProps {
  form: Form;
  name: TextName;
  label: string;
  placeholder: string;
}

function SelectField({
  form,
  name,
  label,
  placeholder,
  items,
  lookup,
}: SelectProps & { items: readonly LookupItem[]; lookup: LookupName }) {
  const id = fieldId(name);
  const error = errorOf(form, name);
  return (
    <Field id={id} label={label} error={error}>
      <Controller
        control={form.control}
        name={`customer.${name}`}
        render={({ field }) => (
          <LookupSelect
            id={id}
            value={field.value}
            onChange={field.onChange}
            items={items}
            lookup={lookup}
            placeholder={placeholder}
            invalid={Boolean(error)}
          />
        )}
      />
    </Field>
  );
}

function LookupField({ lookup, ...props }: SelectProps & { lookup: LookupKey }) {
  const items = useLookup(lookup).data ?? [];
  return <SelectField {...props} items={items} lookup={lookup} />;
}

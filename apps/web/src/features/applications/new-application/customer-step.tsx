import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { LookupItem, LookupKey } from '@console/contract/core';
import { Input } from '@/components/ui/input';
import { useCountries, useLookup } from '@/lib/metadata';
import { Field, invalidProps } from '@/components/field';
import { LookupSelect } from '@/components/lookup-select';
import type { NewApplicationOutput, NewApplicationValues } from './new-application-schema';
import { WizardStep } from './wizard-step';

type Form = UseFormReturn<NewApplicationValues, unknown, NewApplicationOutput>;
type TextName = keyof NewApplicationValues['customer'];

/** Step 3: the customer's profile (shown once the OTP is sent). */
export function CustomerStep({ form }: { form: Form }) {
  const countries = useCountries().data ?? [];
  const text = (name: TextName, label: string, type = 'text') => (
    <TextField form={form} name={name} label={label} type={type} />
  );
  const pick = (name: TextName, label: string, items: readonly LookupItem[]) => (
    <SelectField form={form} name={name} label={label} items={items} />
  );
  return (
    <WizardStep step={3} title="Customer information" description="The new customer's profile.">
      <div className="grid gap-6">
        <Section title="Contact">
          {text('name', 'Customer Name')}
          {text('email', 'Email', 'email')}
          {text('telephone', 'Telephone', 'tel')}
        </Section>
        <Section title="Personal">
          <LookupField form={form} name="title" label="Title" lookup="Title" />
          <LookupField form={form} name="gender" label="Gender" lookup="Gender" />
          {text('dateOfBirth', 'Date of birth', 'date')}
          {pick('nationality', 'Nationality', countries)}
          {text('motherName', "Mother's name")}
        </Section>
        <Section title="Address">
          {text('address', 'Address')}
          {text('city', 'City')}
          {pick('country', 'Country', countries)}
        </Section>
        <Section title="Employment and finances">
          <LookupField form={form} name="employment" label="Employment" lookup="EmploymentStatus" />
          {text('employer', 'Employer')}
          {text('salary', 'Salary', 'number')}
          <LookupField form={form} name="salaryFrequency" label="Salary frequency" lookup="SalaryFrequency" />
          {text('totalIncome', 'Total income', 'number')}
          {text('totalNetWorth', 'Total net worth', 'number')}
        </Section>
        <Section title="Nominee">
          {text('nomineeName', 'Nominee name')}
          {text('nomineeAddress', 'Nominee address')}
          <LookupField
            form={form}
            name="nomineeRelationship"
            label="Nominee relationship"
            lookup="Relationship"
          />
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
        inputMode={type === 'number' ? 'decimal' : undefined}
        min={type === 'number' ? 0 : undefined}
        {...invalidProps(id, error)}
        {...form.register(`customer.${name}`)}
      />
    </Field>
  );
}

function SelectField({
  form,
  name,
  label,
  items,
}: {
  form: Form;
  name: TextName;
  label: string;
  items: readonly LookupItem[];
}) {
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
            placeholder={`Select ${label.toLowerCase()}`}
            invalid={Boolean(error)}
          />
        )}
      />
    </Field>
  );
}

function LookupField({
  form,
  name,
  label,
  lookup,
}: {
  form: Form;
  name: TextName;
  label: string;
  lookup: LookupKey;
}) {
  const items = useLookup(lookup).data ?? [];
  return <SelectField form={form} name={name} label={label} items={items} />;
}

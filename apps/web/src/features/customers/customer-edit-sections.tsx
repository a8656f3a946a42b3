import type { LookupItem } from '@console/contract/core';
import { Input } from '@/components/ui/input';
import { useCountries, useLookup } from '@/lib/metadata';
import { Field } from '@/components/field';
import { FormSection, SelectField, TextField, type CustomerForm } from './customer-form-fields';

/** The field groups of the edit form, in the order of the profile's sections. */
export function CustomerEditSections({
  form,
  mobile,
  languages,
  disabled,
}: {
  form: CustomerForm;
  mobile: string;
  languages: readonly LookupItem[];
  disabled: boolean;
}) {
  const gender = useLookup('Gender').data;
  const title = useLookup('Title').data;
  const employment = useLookup('EmploymentStatus').data;
  const frequency = useLookup('SalaryFrequency').data;
  const relationship = useLookup('Relationship').data;
  const countries = useCountries().data;
  const common = { form, disabled };
  return (
    <>
      <FormSection title="Contact">
        <Field id="customer-mobile" label="Mobile">
          <Input id="customer-mobile" value={mobile} readOnly disabled aria-readonly="true" />
        </Field>
        <TextField {...common} name="email" label="Email" type="email" />
        <TextField {...common} name="telephone" label="Telephone" type="tel" />
      </FormSection>
      <FormSection title="Personal">
        <SelectField {...common} name="title" label="Title" items={title} />
        <TextField {...common} name="name" label="Customer Name" />
        <SelectField {...common} name="gender" label="Gender" items={gender} />
        <TextField {...common} name="dateOfBirth" label="Date of Birth" type="date" />
        <SelectField {...common} name="nationality" label="Nationality" items={countries} />
        <TextField {...common} name="motherName" label="Mother's Name" />
        <SelectField {...common} name="language" label="Language" items={languages} />
      </FormSection>
      <FormSection title="Address">
        <TextField {...common} name="address" label="Address" />
        <TextField {...common} name="city" label="City" />
        <SelectField {...common} name="country" label="Country" items={countries} />
      </FormSection>
      <FormSection title="Employment">
        <SelectField {...common} name="employment" label="Employment" items={employment} />
        <TextField {...common} name="employer" label="Employer" />
      </FormSection>
      <FormSection title="Financial">
        <TextField {...common} name="salary" label="Salary" type="number" />
        <SelectField {...common} name="salaryFrequency" label="Salary Frequency" items={frequency} />
        <TextField {...common} name="totalIncome" label="Total Income" type="number" />
        <TextField {...common} name="totalNetWorth" label="Total Net Worth" type="number" />
      </FormSection>
      <FormSection title="Nominee">
        <TextField {...common} name="nomineeName" label="Nominee Name" />
        <TextField {...common} name="nomineeAddress" label="Nominee Address" />
        <SelectField {...common} name="nomineeRelationship" label="Relationship" items={relationship} />
      </FormSection>
    </>
  );
}

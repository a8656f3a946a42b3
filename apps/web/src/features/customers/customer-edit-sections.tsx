import { customersApi } from '@console/contract';
import type { LookupItem } from '@console/contract/core';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n';
import { useCountries, useLookup } from '@/lib/metadata';
import { Field } from '@/components/field';
import { FormSection, SelectField, TextField, type CustomerForm } from './customer-form-fields';
import { customersText } from './messages';

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
  const t = useT(customersText);
  const gender = useLookup('Gender').data;
  const title = useLookup('Title').data;
  const employment = useLookup('EmploymentStatus').data;
  const frequency = useLookup('SalaryFrequency').data;
  const relationship = useLookup('Relationship').data;
  const countries = useCountries().data;
  const common = { form, disabled };
  // A masked field says so under it; its value is never in the form (docs/personal-data.md).
  const masked = { ...common, hint: t('maskedHint') };
  return (
    <>
      <FormSection title={t('contact')}>
        <Field id="customer-mobile" label={t('mobile')}>
          <Input
            id="customer-mobile"
            value={mobile}
            readOnly
            disabled
            aria-readonly="true"
            dir="ltr"
            className="rtl:text-end"
          />
        </Field>
        <TextField {...masked} name="email" label={t('email')} type="email" />
        <TextField {...masked} name="telephone" label={t('telephone')} type="tel" />
      </FormSection>
      <FormSection title={t('personal')}>
        <SelectField {...common} name="title" label={t('title')} items={title} lookup="Title" />
        <TextField {...common} name="name" label={t('customerName')} />
        <SelectField {...common} name="gender" label={t('gender')} items={gender} lookup="Gender" />
        <TextField {...masked} name="dateOfBirth" label={t('dateOfBirth')} type="date" />
        <SelectField
          {...common}
          name="nationality"
          label={t('nationality')}
          items={countries}
          lookup="Country"
        />
        <TextField {...common} name="motherName" label={t('motherName')} />
        <SelectField {...common} name="language" label={t('language')} items={languages} lookup="Language" />
      </FormSection>
      <FormSection title={t('address')}>
        <TextField {...masked} name="address" label={t('address')} />
        <TextField {...common} name="city" label={t('city')} />
        <SelectField {...common} name="country" label={t('country')} items={countries} lookup="Country" />
      </FormSection>
      <FormSection title={t('employment')}>
        <SelectField
          {...common}
          name="employment"
          label={t('employment')}
          items={employment}
          lookup="EmploymentStatus"
        />
        <TextField {...common} name="employer" label={t('employer')} />
      </FormSection>
      <FormSection title={t('financial')}>
        <TextField {...common} name="salary" label={t('salary')} type="number" />
        <SelectField
          {...common}
          name="salaryFrequency"
          label={t('salaryFrequency')}
          items={frequency}
          lookup="SalaryFrequency"
        />
        <TextField {...common} name="totalIncome" label={t('totalIncome')} type="number" />
        <TextField {...common} name="totalNetWorth" label={t('totalNetWorth')} type="number" />
      </FormSection>
      <FormSection title={t('kyc')}>
        <TextField {...common} name="occupation" label={t('occupation')} />
        <TextField {...common} name="sourceOfFunds" label={t('sourceOfFunds')} />
        <TextField
          {...common}
          name="expectedMonthlyTurnover"
          label={t('expectedMonthlyTurnover')}
          type="number"
        />
        <TextField {...common} name="accountPurpose" label={t('accountPurpose')} />
        <SelectField
          {...common}
          name="pepSelfDeclared"
          label={t('pepSelfDeclared')}
          lookup={null}
          items={[
            { id: 'true', name: t('yes') },
            { id: 'false', name: t('no') },
          ]}
        />
        <SelectField
          {...common}
          name="pepRelationship"
          label={t('pepRelationship')}
          lookup={null}
          items={customersApi.pepRelationships.map((id) => ({ id, name: t(`pep${id}`) }))}
        />
      </FormSection>
      <FormSection title={t('nominee')}>
        <TextField {...common} name="nomineeName" label={t('nomineeName')} />
        <TextField {...masked} name="nomineeAddress" label={t('nomineeAddress')} />
        <SelectField
          {...common}
          name="nomineeRelationship"
          label={t('relationship')}
          items={relationship}
          lookup="Relationship"
        />
      </FormSection>
    </>
  );
}

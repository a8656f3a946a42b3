import type { customersApi } from '@console/contract';
import type { LookupKey } from '@console/contract/core';
import { lookupName, useCountries } from '@/lib/metadata';
import { DetailSection } from '@/components/detail-section';
import { Ltr } from '@/components/ltr';
import { formatAmount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { countryName, lookupLabel } from '@/lib/lookup-messages';
import { customersText } from './messages';

/** A value that reads left to right, or nothing (the section shows a dash). */
const ltr = (value: string | null) => value && <Ltr>{value}</Ltr>;

/** The Profile Details tab: contact, personal, address, employment, financial, nominee (spec 2 §2). */
export function ProfileDetails({ customer: c }: { customer: customersApi.Customer }) {
  const t = useT(customersText);
  const countries = useCountries().data;
  const country = (code: string | null) => code && countryName(code, lookupName(countries, code));
  // A stored value of a lookup is its id, which is also its English name.
  const named = (lookup: LookupKey, value: string | null) =>
    value && lookupLabel(lookup, { id: value, name: value });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DetailSection
        title={t('contact')}
        details={[
          { label: t('mobile'), value: ltr(c.mobile) },
          { label: t('email'), value: ltr(c.email) },
          { label: t('telephone'), value: ltr(c.telephone) },
          { label: t('language'), value: c.language },
        ]}
      />
      <DetailSection
        title={t('personal')}
        details={[
          { label: t('title'), value: named('Title', c.title) },
          { label: t('name'), value: c.name },
          { label: t('gender'), value: named('Gender', c.gender) },
          { label: t('dateOfBirth'), value: ltr(c.dateOfBirth) },
          { label: t('nationality'), value: country(c.nationality) },
          { label: t('motherName'), value: c.motherName },
        ]}
      />
      <DetailSection
        title={t('address')}
        details={[
          { label: t('address'), value: c.address },
          { label: t('city'), value: c.city },
          { label: t('country'), value: country(c.country) },
        ]}
      />
      <DetailSection
        title={t('employment')}
        details={[
          { label: t('employment'), value: named('EmploymentStatus', c.employment) },
          { label: t('employer'), value: c.employer },
        ]}
      />
      <DetailSection
        title={t('financial')}
        details={[
          { label: t('salary'), value: formatAmount(c.salary) },
          { label: t('salaryFrequency'), value: named('SalaryFrequency', c.salaryFrequency) },
          { label: t('totalIncome'), value: formatAmount(c.totalIncome) },
          { label: t('totalNetWorth'), value: formatAmount(c.totalNetWorth) },
        ]}
      />
      <DetailSection
        title={t('nominee')}
        details={[
          { label: t('nomineeName'), value: c.nomineeName },
          { label: t('nomineeAddress'), value: c.nomineeAddress },
          { label: t('relationship'), value: named('Relationship', c.nomineeRelationship) },
        ]}
      />
    </div>
  );
}

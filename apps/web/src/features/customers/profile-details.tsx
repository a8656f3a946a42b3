import { customersApi } from '@console/contract';
import { DetailSection } from '@/components/detail-section';
import { Ltr } from '@/components/ltr';
import { formatAmount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { lookupValue } from '@/lib/lookup-messages';
import { customersText } from './messages';

const isPepRelationship = (v: string | null): v is customersApi.PepRelationship =>
  (customersApi.pepRelationships as readonly (string | null)[]).includes(v);

/** A value that reads left to right, or nothing (the section shows a dash). */
const ltr = (value: string | null) => value && <Ltr>{value}</Ltr>;

/** The Profile Details tab: contact, personal, address, employment, financial, nominee (spec 2 §2). */
export function ProfileDetails({ customer: c }: { customer: customersApi.Customer }) {
  const t = useT(customersText);
  const country = (code: string | null) => lookupValue('Country', code);
  const named = lookupValue;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DetailSection
        title={t('contact')}
        details={[
          { label: t('mobile'), value: ltr(c.mobile) },
          { label: t('email'), value: ltr(c.email) },
          { label: t('telephone'), value: ltr(c.telephone) },
          { label: t('language'), value: named('Language', c.language) },
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
        title={t('kyc')}
        details={[
          { label: t('occupation'), value: c.occupation },
          { label: t('sourceOfFunds'), value: c.sourceOfFunds },
          { label: t('expectedMonthlyTurnover'), value: formatAmount(c.expectedMonthlyTurnover) },
          { label: t('accountPurpose'), value: c.accountPurpose },
          {
            label: t('pepSelfDeclared'),
            value: c.pepSelfDeclared === null ? null : t(c.pepSelfDeclared ? 'yes' : 'no'),
          },
          {
            label: t('pepRelationship'),
            value: isPepRelationship(c.pepRelationship) ? t(`pep${c.pepRelationship}`) : c.pepRelationship,
          },
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

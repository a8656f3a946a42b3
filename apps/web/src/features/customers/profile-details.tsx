import { customersApi } from '@console/contract';
import { DetailSection } from '@/components/detail-section';
import { Ltr } from '@/components/ltr';
import { UserText } from '@/components/user-text';
import { formatAmount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { lookupValue } from '@/lib/lookup-messages';
import { MaskedValue } from './masked-value';
import { customersText } from './messages';

const isPepRelationship = (v: string | null): v is customersApi.PepRelationship =>
  (customersApi.pepRelationships as readonly (string | null)[]).includes(v);

/** The Profile Details tab: contact, personal, address, employment, financial, nominee (spec 2 §2). */
export function ProfileDetails({ customer: c }: { customer: customersApi.Customer }) {
  const t = useT(customersText);
  const country = (code: string | null) => lookupValue('Country', code);
  const named = lookupValue;
  // The fields the server masks (docs/personal-data.md), each with its Reveal button.
  const masked = (field: customersApi.MaskedCustomerField, label: string, asNumber = true) => ({
    label,
    value: c[field] && (
      <MaskedValue
        customerId={c.id}
        field={field}
        label={label}
        value={c[field]}
        show={asNumber ? (v) => <Ltr>{v}</Ltr> : (v) => <UserText>{v}</UserText>}
      />
    ),
  });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DetailSection
        title={t('contact')}
        details={[
          masked('mobile', t('mobile')),
          masked('email', t('email')),
          masked('telephone', t('telephone')),
          { label: t('language'), value: named('Language', c.language) },
        ]}
      />
      <DetailSection
        title={t('personal')}
        details={[
          { label: t('title'), value: named('Title', c.title) },
          { label: t('name'), value: c.name },
          { label: t('gender'), value: named('Gender', c.gender) },
          masked('dateOfBirth', t('dateOfBirth')),
          { label: t('nationality'), value: country(c.nationality) },
          { label: t('motherName'), value: c.motherName },
        ]}
      />
      <DetailSection
        title={t('address')}
        details={[
          masked('address', t('address'), false),
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
          masked('nomineeAddress', t('nomineeAddress'), false),
          { label: t('relationship'), value: named('Relationship', c.nomineeRelationship) },
        ]}
      />
    </div>
  );
}

import type { businessesApi } from '@console/contract';
import { DetailSection } from '@/components/detail-section';
import { formatAmount, formatDateTime } from '@/lib/format';
import { lookupName, useCountries } from '@/lib/metadata';

/** The Profile Details tab: the business, its contact, its account and its figures (spec 2 §3). */
export function BusinessDetails({ business: b }: { business: businessesApi.Business }) {
  const countries = useCountries().data;
  const country = (code: string | null) => lookupName(countries, code);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DetailSection
        title="Business"
        details={[
          { label: 'Name', value: b.name },
          { label: 'Registration Number', value: b.registrationNumber },
          { label: 'Registration Date', value: b.registrationDate },
          { label: 'Type', value: b.type },
          { label: 'Language', value: b.language },
          { label: 'Countries Traded With', value: b.countriesTradedWith.map(country).join(', ') },
        ]}
      />
      <DetailSection
        title="Contact"
        details={[
          { label: 'Email', value: b.email },
          { label: 'Address', value: b.address },
          { label: 'City', value: b.city },
          { label: 'Country', value: country(b.country) },
          { label: 'Contact Person', value: b.contactPersonName },
          { label: 'Contact Person Email', value: b.contactPersonEmail },
          { label: 'Contact Person Phone', value: b.contactPersonPhone },
        ]}
      />
      <DetailSection
        title="Account"
        details={[
          { label: 'Organization', value: b.orgName },
          { label: 'Account Type', value: b.accountType },
          { label: 'Currency', value: b.currency },
          { label: 'Branch Code', value: b.branchCode },
          { label: 'Account Number', value: b.accountNumber },
          { label: 'Created', value: `${formatDateTime(b.createdAt)} by ${b.createdBy}` },
        ]}
      />
      <DetailSection
        title="Financial"
        details={[
          { label: 'Capital Invested', value: formatAmount(b.capitalInvested, b.currency) },
          { label: 'Number of Employees', value: b.noOfEmployees },
          { label: 'Monthly Turnover', value: formatAmount(b.monthlyTurnover, b.currency) },
          { label: 'Annual Turnover', value: formatAmount(b.annualTurnover, b.currency) },
          { label: 'Signatory Type', value: b.signatoryType },
          { label: 'Signatory Notes', value: b.signatoryNotes },
        ]}
      />
    </div>
  );
}

import type { customersApi } from '@console/contract';
import { lookupName, useCountries } from '@/lib/metadata';
import { DetailSection } from '@/components/detail-section';
import { formatAmount } from '@/lib/format';

/** The Profile Details tab: contact, personal, address, employment, financial, nominee (spec 2 §2). */
export function ProfileDetails({ customer: c }: { customer: customersApi.Customer }) {
  const countries = useCountries().data;
  const country = (code: string | null) => lookupName(countries, code);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DetailSection
        title="Contact"
        details={[
          { label: 'Mobile', value: c.mobile },
          { label: 'Email', value: c.email },
          { label: 'Telephone', value: c.telephone },
          { label: 'Language', value: c.language },
        ]}
      />
      <DetailSection
        title="Personal"
        details={[
          { label: 'Title', value: c.title },
          { label: 'Name', value: c.name },
          { label: 'Gender', value: c.gender },
          { label: 'Date of Birth', value: c.dateOfBirth },
          { label: 'Nationality', value: country(c.nationality) },
          { label: "Mother's Name", value: c.motherName },
        ]}
      />
      <DetailSection
        title="Address"
        details={[
          { label: 'Address', value: c.address },
          { label: 'City', value: c.city },
          { label: 'Country', value: country(c.country) },
        ]}
      />
      <DetailSection
        title="Employment"
        details={[
          { label: 'Employment', value: c.employment },
          { label: 'Employer', value: c.employer },
        ]}
      />
      <DetailSection
        title="Financial"
        details={[
          { label: 'Salary', value: formatAmount(c.salary) },
          { label: 'Salary Frequency', value: c.salaryFrequency },
          { label: 'Total Income', value: formatAmount(c.totalIncome) },
          { label: 'Total Net Worth', value: formatAmount(c.totalNetWorth) },
        ]}
      />
      <DetailSection
        title="Nominee"
        details={[
          { label: 'Nominee Name', value: c.nomineeName },
          { label: 'Nominee Address', value: c.nomineeAddress },
          { label: 'Relationship', value: c.nomineeRelationship },
        ]}
      />
    </div>
  );
}

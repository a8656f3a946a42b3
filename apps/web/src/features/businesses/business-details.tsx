import type { businessesApi } from '@console/contract';
import { DetailSection } from '@/components/detail-section';
import { Ltr } from '@/components/ltr';
import { withElements } from '@/components/with-elements';
import { formatAmount, formatCount, formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { lookupValue } from '@/lib/lookup-messages';
import { businessProfileText } from './profile-messages';

/** A value that reads left to right (a number, a code, a phone, an amount), or nothing when absent. */
const ltr = (value: string | null) => value && <Ltr>{value}</Ltr>;

/** The Profile Details tab: the business, its contact, its account and its figures (spec 2 §3). */
export function BusinessDetails({ business: b }: { business: businessesApi.Business }) {
  const t = useT(businessProfileText);
  const country = (code: string | null) => lookupValue('Country', code);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DetailSection
        title={t('business')}
        details={[
          { label: t('name'), value: b.name },
          { label: t('registrationNumber'), value: ltr(b.registrationNumber) },
          { label: t('registrationDate'), value: ltr(b.registrationDate) },
          { label: t('type'), value: lookupValue('BusinessType', b.type) },
          { label: t('language'), value: lookupValue('Language', b.language) },
          {
            label: t('countriesTradedWith'),
            value: b.countriesTradedWith.map(country).join(t('listSeparator')),
          },
        ]}
      />
      <DetailSection
        title={t('contact')}
        details={[
          { label: t('email'), value: b.email },
          { label: t('address'), value: b.address },
          { label: t('city'), value: b.city },
          { label: t('country'), value: country(b.country) },
          { label: t('contactPerson'), value: b.contactPersonName },
          { label: t('contactPersonEmail'), value: b.contactPersonEmail },
          { label: t('contactPersonPhone'), value: ltr(b.contactPersonPhone) },
        ]}
      />
      <DetailSection
        title={t('accountSection')}
        details={[
          { label: t('organization'), value: b.orgName },
          { label: t('accountType'), value: b.accountType },
          { label: t('currency'), value: b.currency },
          { label: t('branchCode'), value: ltr(b.branchCode) },
          { label: t('accountNumber'), value: ltr(b.accountNumber) },
          {
            label: t('created'),
            value: withElements((values) => t('createdOnBy', values), {
              date: formatDateTime(b.createdAt),
              user: <Ltr>{b.createdBy}</Ltr>,
            }),
          },
        ]}
      />
      <DetailSection
        title={t('financial')}
        details={[
          { label: t('capitalInvested'), value: ltr(formatAmount(b.capitalInvested, b.currency)) },
          {
            label: t('numberOfEmployees'),
            value: typeof b.noOfEmployees === 'number' ? formatCount(b.noOfEmployees) : null,
          },
          { label: t('monthlyTurnover'), value: ltr(formatAmount(b.monthlyTurnover, b.currency)) },
          { label: t('annualTurnover'), value: ltr(formatAmount(b.annualTurnover, b.currency)) },
          { label: t('signatoryType'), value: lookupValue('SignatoryType', b.signatoryType) },
          { label: t('signatoryNotes'), value: b.signatoryNotes },
        ]}
      />
    </div>
  );
}

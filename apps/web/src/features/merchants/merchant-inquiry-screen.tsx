import { useNavigate } from '@tanstack/react-router';
import { useT } from '@/lib/i18n';
import { useOrganizations } from '@/lib/organizations';
import type { MerchantInquirySearch } from './merchant-inquiry-search';
import { MerchantInquiryResults } from './merchant-inquiry-results';
import { MerchantSearchForm } from './merchant-search-form';
import { merchantsText } from './messages';

/** /merchant-inquiry: an account's information from the core, then its merchants (spec 2 §2). */
export function MerchantInquiryScreen({ search }: { search: MerchantInquirySearch }) {
  const t = useT(merchantsText);
  const organizations = useOrganizations();
  const navigate = useNavigate();
  const organization = organizations.data?.find((o) => o.id === search.organizationId);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('merchants')}</h1>
        <p className="text-sm text-muted-foreground">{t('merchantsIntro')}</p>
      </div>
      {organizations.data && (
        <MerchantSearchForm
          organizations={organizations.data}
          initial={search}
          onSearch={(values) => void navigate({ to: '.', search: values })}
        />
      )}
      {organization && search.identifier && (
        <MerchantInquiryResults
          key={`${organization.id}:${search.by ?? 'account'}:${search.identifier}`}
          organization={organization}
          by={search.by ?? 'account'}
          identifier={search.identifier}
        />
      )}
    </div>
  );
}

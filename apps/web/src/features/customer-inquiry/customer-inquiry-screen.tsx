import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { customersApi } from '@console/contract';
import { ListIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useOrganizations } from '@/lib/organizations';
import { InquiryResults } from './inquiry-results';
import type { InquirySearch } from './inquiry-search';
import { InquirySearchForm } from './inquiry-search-form';
import { inquiryText } from './messages';

/** /customer-inquiry: find a customer by mobile number within an organization (spec 2 §2). */
export function CustomerInquiryScreen({
  search,
  renderAccountActions,
}: {
  search: InquirySearch;
  renderAccountActions?: (
    account: customersApi.Account,
    customer: customersApi.VerifiedCustomer,
  ) => ReactNode;
}) {
  const t = useT(inquiryText);
  const organizations = useOrganizations('Personal');
  const navigate = useNavigate();
  const organization = organizations.data?.find((o) => o.id === search.organizationId);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('intro')}</p>
        </div>
        <Button variant="outline" asChild>
          <Link to="/customers">
            <ListIcon aria-hidden="true" />
            {t('customersList')}
          </Link>
        </Button>
      </div>
      {organizations.data && (
        <InquirySearchForm
          organizations={organizations.data}
          initial={search}
          onSearch={(values) =>
            void navigate({
              to: '.',
              search: { organizationId: values.organizationId, mobile: values.mobile },
            })
          }
        />
      )}
      {organization && search.mobile && (
        <InquiryResults
          key={`${organization.id}:${search.mobile}`}
          organization={organization}
          mobile={search.mobile}
          renderAccountActions={renderAccountActions}
        />
      )}
    </div>
  );
}

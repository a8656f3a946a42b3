import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { BusinessInquiryScreen } from '@/features/businesses/business-inquiry-screen';
import { validateBusinessInquirySearch } from '@/features/businesses/inquiry-search';

export const Route = createFileRoute('/_authenticated/business-inquiry')({
  validateSearch: validateBusinessInquirySearch,
  component: BusinessInquiryRoute,
});

function BusinessInquiryRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={[P.ListBusinesses, P.AddBusiness]}>
      <BusinessInquiryScreen search={search} />
    </RequirePermission>
  );
}

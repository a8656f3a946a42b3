import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { CustomerInquiryScreen } from '@/features/customer-inquiry/customer-inquiry-screen';
import { validateInquirySearch } from '@/features/customer-inquiry/inquiry-search';

export const Route = createFileRoute('/_authenticated/customer-inquiry')({
  validateSearch: validateInquirySearch,
  component: CustomerInquiryRoute,
});

function CustomerInquiryRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={P.ListCustomers}>
      <CustomerInquiryScreen search={search} />
    </RequirePermission>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { P } from '@console/contract/core';
import { RequirePermission } from '@/lib/permissions';
import { MerchantInquiryScreen } from '@/features/merchants/merchant-inquiry-screen';
import { validateMerchantInquirySearch } from '@/features/merchants/merchant-inquiry-search';

export const Route = createFileRoute('/_authenticated/merchant-inquiry')({
  validateSearch: validateMerchantInquirySearch,
  component: MerchantInquiryRoute,
});

function MerchantInquiryRoute() {
  const search = Route.useSearch();
  return (
    <RequirePermission permission={P.ListMerchants}>
      <MerchantInquiryScreen search={search} />
    </RequirePermission>
  );
}

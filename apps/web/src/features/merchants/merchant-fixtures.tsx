// Fixtures for the merchants area's component tests (only tests import it).
import { useRouterState } from '@tanstack/react-router';
import { MerchantInquiryScreen } from './merchant-inquiry-screen';
import { validateMerchantInquirySearch } from './merchant-inquiry-search';

export const dahab = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Dahab Bank',
  supportedAccounts: [],
  supportedLanguages: [],
};
export const account = {
  account: '0019000001',
  name: 'Xamar Fresh Market Ltd',
  accountType: 'BUS',
  currency: 'USD',
  branch: '001',
  accStatus: 'Active',
};
export const xamar = {
  id: '33333333-3333-4333-8333-333333333333',
  rowVersion: 1,
  organizationId: dahab.id,
  organizationName: 'Dahab Bank',
  code: '20000001',
  description: 'Xamar Fresh Market',
  accountNumber: '0019000001',
  mobileNo: '+252615570001',
  email: 'shop@xamarfresh.example.com',
  hasUser: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  createdBy: 'officer',
};
export const kiosk = {
  ...xamar,
  id: '44444444-4444-4444-8444-444444444444',
  code: null,
  description: 'Xamar Kiosk',
};

/** The inquiry screen reading its search from the address, as its route does. */
export function InquiryScreen() {
  const search = useRouterState({ select: (s) => validateMerchantInquirySearch(s.location.search) });
  return <MerchantInquiryScreen search={search} />;
}

import { matching, oneOf, searchReader, uuid } from '@/lib/search-params';

export const merchantSearchKinds = ['account', 'code'] as const;
export type MerchantSearchKind = (typeof merchantSearchKinds)[number];

/** The /merchant-inquiry address holds the last search: organization, and account number or code. */
export const validateMerchantInquirySearch = searchReader({
  organizationId: uuid,
  by: oneOf(merchantSearchKinds),
  identifier: matching(/^[A-Za-z0-9-]{1,34}$/),
});
export type MerchantInquirySearch = ReturnType<typeof validateMerchantInquirySearch>;

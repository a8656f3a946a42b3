import { matching, searchReader, uuid } from '@/lib/search-params';

/**
 * The /customer-inquiry address holds the last search, so coming back from a profile shows the
 * same results.
 */
export const validateInquirySearch = searchReader({
  organizationId: uuid,
  mobile: matching(/^\+?\d{1,20}$/),
});
export type InquirySearch = ReturnType<typeof validateInquirySearch>;

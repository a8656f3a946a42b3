import { searchReader, text, uuid } from '@/lib/search-params';

/** The /business-inquiry address holds the last search, so coming back from a profile shows it again. */
export const validateBusinessInquirySearch = searchReader({ organizationId: uuid, name: text(200) });
export type BusinessInquirySearch = ReturnType<typeof validateBusinessInquirySearch>;

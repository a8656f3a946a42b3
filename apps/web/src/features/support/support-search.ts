import { listSearchShape } from '@/components/data-table/list-search';
import { matching, searchReader } from '@/lib/search-params';

/** The /support/dahabplus address: the user shown, and the page of their transactions. */
export const validateSupportSearch = searchReader({
  ...listSearchShape,
  userId: matching(/^[A-Za-z0-9._-]{1,40}$/),
});
export type SupportSearch = ReturnType<typeof validateSupportSearch>;

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The shortest text the server searches (its 400 says so too). */
export const SEARCH_MIN_LENGTH = 2;

export const searchRecordsQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.search(q),
    // The signal aborts the request once a newer text replaces this one.
    queryFn: ({ signal }) => api(searchApi.searchRecords, { query: { q }, signal }),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    staleTime: 30_000,
    // The last answer stays in the list until the next one comes.
    placeholderData: keepPreviousData,
  });

/** GET Search: the records of each kind the user may see that match the typed text. */
export const useSearchRecords = (q: string) => useQuery(searchRecordsQuery(q));

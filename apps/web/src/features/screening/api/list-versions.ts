import { queryOptions, useQuery } from '@tanstack/react-query';
import { screeningApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ListVersion = screeningApi.ListVersion;

export const listVersionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.screening.lists,
    queryFn: ({ signal }) => api(screeningApi.listVersions, { signal }),
  });

/** GET Screening/Lists: every list's versions, newest first (the last 200). */
export const useListVersions = () => useQuery(listVersionsQuery());

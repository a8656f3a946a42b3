import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const applicationHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.applications.history(id),
    queryFn: ({ signal }) => api(applicationsApi.history, { params: { id }, signal }),
    staleTime: 0,
  });

export const useApplicationHistory = (id: string) => useQuery(applicationHistoryQuery(id));

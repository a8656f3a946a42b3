import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessesApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { pollWhileAwaitingCore } from '@/lib/awaiting-core';
import { queryKeys } from '@/lib/query-keys';

export const businessQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.businesses.detail(id),
    queryFn: ({ signal }) => api(businessesApi.getBusiness, { params: { id }, signal }),
    retry: false,
    refetchInterval: (query) => pollWhileAwaitingCore([query.state.data]),
  });

/** One business profile (GET Businesses/{id}). */
export const useBusiness = (id: string) => useQuery(businessQuery(id));

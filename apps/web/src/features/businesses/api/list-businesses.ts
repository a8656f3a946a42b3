import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { businessesApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type BusinessesQuery = NonNullable<EndpointInput<typeof businessesApi.listBusinesses>['query']>;

export const businessesListQuery = (query: BusinessesQuery) =>
  queryOptions({
    queryKey: queryKeys.businesses.list(query),
    queryFn: ({ signal }) => api(businessesApi.listBusinesses, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET Businesses: the list, and the inquiry (organization and name). */
export const useBusinesses = (query: BusinessesQuery, enabled = true) =>
  useQuery({ ...businessesListQuery(query), enabled });

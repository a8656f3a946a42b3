import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { screeningApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type HitsQuery = NonNullable<EndpointInput<typeof screeningApi.listHits>['query']>;
export type Hit = screeningApi.HitRecord;

export const hitsListQuery = (query: HitsQuery) =>
  queryOptions({
    queryKey: queryKeys.screening.hits(query),
    queryFn: ({ signal }) => api(screeningApi.listHits, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET Screening/Hits: the hits of the caller's organizations, newest first. */
export const useHits = (query: HitsQuery) => useQuery(hitsListQuery(query));

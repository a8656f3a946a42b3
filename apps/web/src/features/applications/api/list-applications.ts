import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applicationsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';

export type ApplicationsQuery = NonNullable<EndpointInput<typeof applicationsApi.listApplications>['query']>;

/** Every query of this area starts with this key, so one invalidation refreshes them all. */
export const applicationsKey = ['applications'] as const;

export const applicationsListQuery = (query: ApplicationsQuery) =>
  queryOptions({
    queryKey: [...applicationsKey, 'list', query],
    queryFn: ({ signal }) => api(applicationsApi.listApplications, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useApplications = (query: ApplicationsQuery) => useQuery(applicationsListQuery(query));

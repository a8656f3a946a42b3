import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applicationsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { pollWhileAwaitingCore } from '@/lib/awaiting-core';
import { queryKeys } from '@/lib/query-keys';

export type ApplicationsQuery = NonNullable<EndpointInput<typeof applicationsApi.listApplications>['query']>;

export const applicationsListQuery = (query: ApplicationsQuery) =>
  queryOptions({
    queryKey: queryKeys.applications.list(query),
    queryFn: ({ signal }) => api(applicationsApi.listApplications, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhileAwaitingCore(query.state.data?.items),
  });

export const useApplications = (query: ApplicationsQuery) => useQuery(applicationsListQuery(query));

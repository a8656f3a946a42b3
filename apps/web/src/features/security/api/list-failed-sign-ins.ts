import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { securityApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type FailedSignInsQuery = NonNullable<EndpointInput<typeof securityApi.listFailedSignIns>['query']>;

export const failedSignInsQuery = (query: FailedSignInsQuery) =>
  queryOptions({
    queryKey: queryKeys.security.failedSignIns(query),
    queryFn: ({ signal }) => api(securityApi.listFailedSignIns, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET Security/FailedSignIns: refused sign-ins, newest first. */
export const useFailedSignIns = (query: FailedSignInsQuery) => useQuery(failedSignInsQuery(query));

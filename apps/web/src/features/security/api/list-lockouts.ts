import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { securityApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type LockoutsQuery = NonNullable<EndpointInput<typeof securityApi.listLockouts>['query']>;

export const lockoutsQuery = (query: LockoutsQuery) =>
  queryOptions({
    queryKey: queryKeys.security.lockouts(query),
    queryFn: ({ signal }) => api(securityApi.listLockouts, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET Security/Lockouts: accounts locked now by failed sign-ins. */
export const useLockouts = (query: LockoutsQuery) => useQuery(lockoutsQuery(query));

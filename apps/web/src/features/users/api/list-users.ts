import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usersApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';

export type UsersQuery = NonNullable<EndpointInput<typeof usersApi.listUsers>['query']>;

/** Every query of this area starts with this key, so one invalidation refreshes them all. */
export const usersKey = ['users'] as const;

export const usersListQuery = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...usersKey, 'list', query],
    queryFn: ({ signal }) => api(usersApi.listUsers, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UsersQuery) => useQuery(usersListQuery(query));

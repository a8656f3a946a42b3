import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usersApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type UsersQuery = NonNullable<EndpointInput<typeof usersApi.listUsers>['query']>;

export const usersListQuery = (query: UsersQuery) =>
  queryOptions({
    queryKey: queryKeys.users.list(query),
    queryFn: ({ signal }) => api(usersApi.listUsers, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UsersQuery) => useQuery(usersListQuery(query));

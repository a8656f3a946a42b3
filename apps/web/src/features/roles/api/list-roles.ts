import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rolesApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type RolesQuery = NonNullable<EndpointInput<typeof rolesApi.listRoles>['query']>;

export const rolesListQuery = (query: RolesQuery) =>
  queryOptions({
    queryKey: queryKeys.roles.list(query),
    queryFn: ({ signal }) => api(rolesApi.listRoles, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useRoles = (query: RolesQuery) => useQuery(rolesListQuery(query));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rolesApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';

export type RolesQuery = NonNullable<EndpointInput<typeof rolesApi.listRoles>['query']>;

/** Every query of this area starts with this key (the lookup too), so one invalidation refreshes all. */
export const rolesKey = ['roles'] as const;

export const rolesListQuery = (query: RolesQuery) =>
  queryOptions({
    queryKey: [...rolesKey, 'list', query],
    queryFn: ({ signal }) => api(rolesApi.listRoles, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useRoles = (query: RolesQuery) => useQuery(rolesListQuery(query));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { rolesApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The permission catalogue in groups, for the role form's checkboxes. */
export const permissionGroupsQuery = queryOptions({
  queryKey: queryKeys.permissions,
  queryFn: ({ signal }) => api(rolesApi.permissionGroupsEndpoint, { signal }),
  staleTime: Infinity,
});

export const usePermissionGroups = () => useQuery(permissionGroupsQuery);

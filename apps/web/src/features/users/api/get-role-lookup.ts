import { queryOptions, useQuery } from '@tanstack/react-query';
import { rolesApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Role names for the filter, the create form and the assign dialog. */
export const roleLookupQuery = queryOptions({
  queryKey: queryKeys.roles.lookup,
  queryFn: ({ signal }) => api(rolesApi.roleLookup, { signal }),
});

export const useRoleLookup = (enabled = true) => useQuery({ ...roleLookupQuery, enabled });

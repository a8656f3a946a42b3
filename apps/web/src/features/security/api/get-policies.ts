import { queryOptions, useQuery } from '@tanstack/react-query';
import { securityApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const policiesQuery = () =>
  queryOptions({
    queryKey: queryKeys.security.policies,
    queryFn: ({ signal }) => api(securityApi.getPolicies, { signal }),
  });

/** GET Security/Policies: the policies in force, with who changed them when. */
export const usePolicies = () => useQuery(policiesQuery());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationsApi } from '@console/contract';
import { api } from '@/lib/api-client';

export const organizationsQuery = queryOptions({
  queryKey: ['organizations', 'list'],
  queryFn: ({ signal }) => api(organizationsApi.listOrganizations, { signal }),
  staleTime: 5 * 60_000,
});

export const useOrganizations = () => useQuery(organizationsQuery);

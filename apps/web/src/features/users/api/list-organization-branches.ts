import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationsApi } from '@console/contract';
import { api } from '@/lib/api-client';

export const organizationBranchesQuery = (organizationId: string) =>
  queryOptions({
    queryKey: ['organizations', 'branches', organizationId],
    queryFn: ({ signal }) =>
      api(organizationsApi.organizationBranches, { params: { id: organizationId }, signal }),
    staleTime: 5 * 60_000,
  });

/** Branches of the chosen organization; nothing is asked until one is chosen. */
export const useOrganizationBranches = (organizationId: string | undefined) =>
  useQuery({ ...organizationBranchesQuery(organizationId ?? ''), enabled: Boolean(organizationId) });

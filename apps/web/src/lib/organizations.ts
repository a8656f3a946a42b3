import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationsApi } from '@console/contract';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export type AccountGroup = (typeof organizationsApi.accountGroups)[number];

// The one organizations module: every area reads organizations and branches through these keys,
// so the same request is cached once.

/** Organizations change rarely; a screen may reuse them for a few minutes. */
const ORGANIZATIONS_STALE_MS = 5 * 60_000;

export const organizationsQuery = (accGroup?: AccountGroup) =>
  queryOptions({
    queryKey: queryKeys.organizations.list(accGroup ?? 'all'),
    queryFn: ({ signal }) =>
      api(organizationsApi.listOrganizations, { query: accGroup ? { accGroup } : {}, signal }),
    staleTime: ORGANIZATIONS_STALE_MS,
  });

/** Partner organizations (GET Organizations), optionally only those offering `accGroup` accounts. */
export const useOrganizations = (accGroup?: AccountGroup) => useQuery(organizationsQuery(accGroup));

export const branchesQuery = (organizationId: string) =>
  queryOptions({
    queryKey: queryKeys.organizations.branches(organizationId),
    queryFn: ({ signal }) =>
      api(organizationsApi.organizationBranches, { params: { id: organizationId }, signal }),
    staleTime: ORGANIZATIONS_STALE_MS,
  });

/** An organization's branches; nothing is asked until one is chosen. */
export const useOrganizationBranches = (organizationId: string | null | undefined) =>
  useQuery({ ...branchesQuery(organizationId ?? ''), enabled: Boolean(organizationId) });

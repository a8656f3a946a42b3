import { queryOptions, useQuery } from '@tanstack/react-query';
import { securityApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const allowedNetworksQuery = (organizationId: string) =>
  queryOptions({
    queryKey: queryKeys.security.networks(organizationId),
    queryFn: ({ signal }) => api(securityApi.getAllowedNetworks, { params: { id: organizationId }, signal }),
  });

/** GET Organizations/{id}/AllowedNetworks; nothing is asked until an organization is chosen. */
export const useAllowedNetworks = (organizationId: string | undefined) =>
  useQuery({ ...allowedNetworksQuery(organizationId ?? ''), enabled: Boolean(organizationId) });

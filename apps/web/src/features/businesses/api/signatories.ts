import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessesApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const signatoriesQuery = (businessId: string) =>
  queryOptions({
    queryKey: queryKeys.businesses.signatories(businessId),
    queryFn: ({ signal }) => api(businessesApi.signatories, { params: { id: businessId }, signal }),
  });

/** A business's signatories (GET Businesses/{id}/Owners). */
export const useSignatories = (businessId: string) => useQuery(signatoriesQuery(businessId));

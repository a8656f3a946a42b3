import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessesApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Documents a rejection asked for that were not uploaded since; uploads change it, so never cached. */
export const useBusinessMissingDocuments = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.businesses.missingDocuments(id),
      queryFn: ({ signal }) => api(businessesApi.businessMissingDocuments, { params: { id }, signal }),
      staleTime: 0,
    }),
  );

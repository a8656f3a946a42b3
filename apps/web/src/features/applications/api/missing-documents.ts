import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Documents a rejection asked for that were not uploaded since; uploads change it, so never cached. */
export const missingDocumentsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.applications.missingDocuments(id),
    queryFn: ({ signal }) => api(applicationsApi.missingDocuments, { params: { id }, signal }),
    staleTime: 0,
  });

export const useMissingDocuments = (id: string) => useQuery(missingDocumentsQuery(id));

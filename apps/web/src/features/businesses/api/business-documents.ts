import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessesApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The business's own documents (GET Businesses/{id}/Documents). */
export const useBusinessDocuments = (businessId: string) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.businesses.documents(businessId),
      queryFn: ({ signal }) => api(businessesApi.businessDocuments, { params: { id: businessId }, signal }),
    }),
  );

/** A signatory's documents (GET Businesses/Owners/{id}/Documents). */
export const useOwnerDocuments = (ownerId: string) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.businesses.ownerDocuments(ownerId),
      queryFn: ({ signal }) => api(businessesApi.ownerDocuments, { params: { id: ownerId }, signal }),
    }),
  );

/** The stored file of a business or signatory document, as a Blob for the viewer popup. */
export const businessFileQuery = (documentId: string) =>
  queryOptions({
    queryKey: queryKeys.businesses.file(documentId),
    queryFn: ({ signal }) => api(businessesApi.businessDocumentFile, { params: { id: documentId }, signal }),
    // Files never change under the same id.
    staleTime: Infinity,
    gcTime: 60_000,
  });

import { queryOptions } from '@tanstack/react-query';
import { documentsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The stored file of a document (GET Documents/{id}/File), as a Blob for the image viewer. */
export const documentFileQuery = (documentId: string) =>
  queryOptions({
    queryKey: queryKeys.documents.file(documentId),
    queryFn: ({ signal }) => api(documentsApi.documentFile, { params: { id: documentId }, signal }),
    // Files never change under the same id; keep them while the dialog may be reopened.
    staleTime: Infinity,
    gcTime: 60_000,
  });

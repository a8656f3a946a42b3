import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

export type UploadDocumentInput = documentsApi.UploadFields & { file: File };

/**
 * POST Documents as multipart: the fields and one file. The API client shows the server's
 * answers (201 success, 400 field errors, 413 too large, 415 wrong type).
 */
export function uploadDocument({ file, ...fields }: UploadDocumentInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value !== '') form.append(key, value);
  }
  form.append('file', file, file.name);
  return api(documentsApi.uploadDocument, { body: form });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    // The document list and the profile's documents count both change.
    onSuccess: () => invalidate(queryClient, staleAfter.documentChange),
  });
}

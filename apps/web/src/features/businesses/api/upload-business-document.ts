import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessesApi } from '@console/contract';
import type { DocumentUpload } from '@/components/documents/upload-document-form';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

/** Whose document: the business's own, or one signatory's. */
export type DocumentOwner = { businessId: string } | { ownerId: string };

function formOf({ file, ...fields }: DocumentUpload, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...extra }))
    if (typeof value === 'string' && value !== '') form.append(key, value);
  form.append('file', file, file.name);
  return form;
}

/** POST Businesses/{id}/Documents or Businesses/Owners/Documents, as multipart. */
export function uploadBusinessDocument(owner: DocumentOwner, document: DocumentUpload) {
  if ('ownerId' in owner)
    return api(businessesApi.uploadOwnerDocument, { body: formOf(document, { ownerId: owner.ownerId }) });
  return api(businessesApi.uploadBusinessDocument, {
    params: { id: owner.businessId },
    body: formOf(document),
  });
}

export function useUploadBusinessDocument(owner: DocumentOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: DocumentUpload) => uploadBusinessDocument(owner, document),
    // Document lists, the documents count and the missing documents all change.
    onSuccess: () => invalidate(queryClient, staleAfter.businessChange),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screeningApi, type ListSource } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

export interface ImportListInput {
  source: ListSource;
  file: File;
  /** OFAC's alt.csv, sent before the file. */
  alt?: File | null;
}

/**
 * POST Screening/Lists/{source} as multipart. A refused file answers 400 with its reason under
 * `file`, which the form shows; the version in force stays.
 */
export function importList({ source, file, alt }: ImportListInput) {
  const form = new FormData();
  if (alt) form.append('alt', alt, alt.name);
  form.append('file', file, file.name);
  return api(screeningApi.importList, { params: { source }, body: form, quiet: true });
}

export function useImportList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importList,
    onSuccess: () => invalidate(queryClient, staleAfter.listImport),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminChangesApi, messages } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type Decision = { id: string } & ({ verdict: 'approve' } | { verdict: 'reject'; remarks: string });

/**
 * POST AdminChanges/{id}/Approve or Reject. A refusal (the maker, a change already decided or
 * expired, 409 stale) is shown by the API client.
 */
export const decideAdminChange = (d: Decision) =>
  d.verdict === 'approve'
    ? api(adminChangesApi.approveAdminChange, { params: { id: d.id } })
    : api(adminChangesApi.rejectAdminChange, { params: { id: d.id }, body: { remarks: d.remarks } });

export function useDecideAdminChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAdminChange,
    onSuccess: (_change, d) => {
      toast.success(d.verdict === 'approve' ? messages.adminChangeApproved : messages.adminChangeRejected);
    },
    // A stale change is closed even though the approval fails: the list changes either way.
    onSettled: () => invalidate(queryClient, staleAfter.adminChangeDecision),
  });
}

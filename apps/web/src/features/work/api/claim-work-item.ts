import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workQueueApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

/**
 * POST WorkQueue/Claim: the user takes an unassigned item. Two claiming at once: the loser's 409
 * ("Already claimed by …") is shown by the API client, and the list shows who holds it.
 */
export function useClaimWorkItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) => api(workQueueApi.claimWorkItem, { body: { recordId } }),
    onSettled: () => invalidate(queryClient, [...staleAfter.workDecision]),
  });
}

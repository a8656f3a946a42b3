import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workQueueApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

/** POST WorkQueue/Assign: gives the item to a colleague who may decide it, or (null) to nobody. */
export function useAssignWorkItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { recordId: string; userId: string | null }) =>
      api(workQueueApi.assignWorkItem, { body }),
    onSettled: () => invalidate(queryClient, [...staleAfter.workDecision]),
  });
}

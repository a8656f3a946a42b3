import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, operationsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** POST Operations/Jobs/{id}/Discard (204): a dead job is given up; its own message says so. */
export const discardJob = (id: string) => api(operationsApi.discardJob, { params: { id }, quiet: true });

/** A refusal (400: the job is no longer dead) is shown by the API client. */
export function useDiscardJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardJob,
    onSuccess: () => {
      toast.success(messages.jobDiscarded);
      return invalidate(queryClient, staleAfter.jobChange);
    },
  });
}

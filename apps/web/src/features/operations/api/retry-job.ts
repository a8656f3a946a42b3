import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, operationsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** POST Operations/Jobs/{id}/Retry: a dead job runs again, its attempts counted afresh. */
export const retryJob = (id: string) => api(operationsApi.retryJob, { params: { id } });

/** A refusal (400: the job is no longer dead) is shown by the API client. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => {
      toast.success(messages.jobRetried);
      return invalidate(queryClient, staleAfter.jobChange);
    },
  });
}

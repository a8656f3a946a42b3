import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, workQueueApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type SetSlaBody = EndpointInput<typeof workQueueApi.setSla>['body'];

/** PUT WorkQueue/Sla: an SLA changes, and with it the state of every item of that kind. */
export function useSetSla() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetSlaBody) => api(workQueueApi.setSla, { body }),
    onSuccess: () => toast.success(messages.updated),
    onSettled: () => invalidate(queryClient, [queryKeys.work.all]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workQueueApi, type EndpointInput, type EndpointResponse } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

export type DecideBody = EndpointInput<typeof workQueueApi.decideWorkItems>['body'];
/** What became of one item: done, or refused and why. */
export type DecisionResult = EndpointResponse<typeof workQueueApi.decideWorkItems>['results'][number];

/**
 * POST WorkQueue/Decide: one decision on several items, each with its rowVersion. The answer says
 * what became of each; a request refused whole (400) is shown by the API client.
 */
export function useDecideWorkItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideBody) => api(workQueueApi.decideWorkItems, { body }),
    onSettled: () => invalidate(queryClient, [...staleAfter.workDecision]),
  });
}

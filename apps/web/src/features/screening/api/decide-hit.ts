import { useMutation, useQueryClient } from '@tanstack/react-query';
import { screeningApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

export type DecideHitBody = EndpointInput<typeof screeningApi.decideHit>['body'];

/**
 * POST Screening/Hits/{id}/Decision. A refusal (409 decided already, 403 the proposer or no
 * confirm_match) is shown by the API client; the hit is read again either way.
 */
export function useDecideHit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideHitBody) => api(screeningApi.decideHit, { params: { id }, body }),
    onSettled: () => invalidate(queryClient, staleAfter.hitDecision),
  });
}

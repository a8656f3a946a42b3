import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardRequisitionsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

export type CardRequestBody = EndpointInput<typeof cardRequisitionsApi.requestCard>['body'];
export type LimitRequestBody = EndpointInput<typeof cardRequisitionsApi.requestLimitChange>['body'];

/** POST Accounts/Cards/Requisitions: "Request a card" (201: the console's "added" alert). */
export const requestCard = (body: CardRequestBody) => api(cardRequisitionsApi.requestCard, { body });
/** POST Accounts/Cards/Requisitions/Limit: "Request a limit change". */
export const requestLimitChange = (body: LimitRequestBody) =>
  api(cardRequisitionsApi.requestLimitChange, { body });

export function useRequestCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCard,
    onSuccess: () => invalidate(queryClient, staleAfter.requisitionChange),
  });
}

export function useRequestLimitChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestLimitChange,
    onSuccess: () => invalidate(queryClient, staleAfter.requisitionChange),
  });
}

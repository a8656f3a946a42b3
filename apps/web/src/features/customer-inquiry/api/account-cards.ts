import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsApi, messages, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, queryKeys, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type CardPinBody = EndpointInput<typeof accountsApi.resetCardPin>['body'];

export const accountCardsQuery = (org: string, account: string) =>
  queryOptions({
    queryKey: queryKeys.customers.inquiry.cards(org, account),
    queryFn: ({ signal }) => api(accountsApi.listCards, { params: { org, account }, signal }),
  });

/** GET Accounts/Cards/{org}/{account}: the account's physical cards, numbers masked. */
export const useAccountCards = (org: string, account: string, enabled: boolean) =>
  useQuery({ ...accountCardsQuery(org, account), enabled });

/** POST Accounts/Cards/ResetPin or ResetPinCounter, with the customer's OTP and the staff member's own code. */
export const resetCard = (operation: 'pin' | 'counter', body: CardPinBody) =>
  api(operation === 'pin' ? accountsApi.resetCardPin : accountsApi.resetPinCounter, { body });

export function useResetCard(operation: 'pin' | 'counter') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardPinBody) => resetCard(operation, body),
    onSuccess: () => {
      toast.success(operation === 'pin' ? messages.pinReset : messages.pinCounterReset);
      return invalidate(queryClient, staleAfter.accountChange);
    },
  });
}

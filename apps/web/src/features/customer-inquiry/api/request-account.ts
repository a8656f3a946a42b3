import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

export type AccountRequestBody = EndpointInput<typeof applicationsApi.accountRequest>['body'];

/** POST Applications/AccountRequest: Add Account, a shadow application of the customer's profile. */
export const requestAccount = (body: AccountRequestBody) => api(applicationsApi.accountRequest, { body });

export function useRequestAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccount,
    onSuccess: () => invalidate(queryClient, staleAfter.applicationChange),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsApi, messages, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type LinkBody = EndpointInput<typeof accountsApi.linkAccount>['body'];
export type DeLinkBody = EndpointInput<typeof accountsApi.deLinkAccount>['body'];

/** POST Accounts/Link: links the account to DahabPlus with the OTP sent for LinkAccount. */
export const linkAccount = (body: LinkBody) => api(accountsApi.linkAccount, { body });
/** POST Accounts/DeLink: removes the account from DahabPlus. */
export const deLinkAccount = (body: DeLinkBody) => api(accountsApi.deLinkAccount, { body });

export function useLinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkAccount,
    onSuccess: () => {
      toast.success(messages.accountLinked);
      return invalidate(queryClient, staleAfter.accountChange);
    },
  });
}

export function useDeLinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deLinkAccount,
    onSuccess: () => {
      toast.success(messages.accountDelinked);
      return invalidate(queryClient, staleAfter.accountChange);
    },
  });
}

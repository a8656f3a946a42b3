import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mbankingSupportApi as support, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type BlockBody = EndpointInput<typeof support.blockUser>['body'];
export type UnblockBody = EndpointInput<typeof support.unblockUser>['body'];
export type ResendBody = EndpointInput<typeof support.resendOtp>['body'];

/** A support action: its message as a toast, then the user's data reloads (spec 2 §4). */
function useAction<B>(call: (body: B) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ message }) => {
      toast.success(message);
      await invalidate(queryClient, staleAfter.mbankingChange);
    },
  });
}

/** POST MBankingSupport/BlockUser. */
export const useBlockUser = () => useAction((body: BlockBody) => api(support.blockUser, { body }));

/** POST MBankingSupport/UnblockUser. */
export const useUnblockUser = () => useAction((body: UnblockBody) => api(support.unblockUser, { body }));

/** POST MBankingSupport/ResendOtp. */
export const useResendOtp = () => useAction((body: ResendBody) => api(support.resendOtp, { body }));

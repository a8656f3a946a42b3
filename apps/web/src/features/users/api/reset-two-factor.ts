import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** Asks to clear a user's authenticator: a second person approves it. */
export const resetTwoFactor = ({ id, rowVersion }: { id: string; rowVersion: number }) =>
  api(usersApi.resetTwoFactor, { params: { id }, body: { rowVersion } });

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: async () => {
      toast.success(messages.sentForApproval);
      await invalidate(queryClient, staleAfter.userChange);
    },
  });
}

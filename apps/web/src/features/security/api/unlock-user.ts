import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, securityApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** POST Security/Lockouts/{id}/Unlock (202): a pending change a second person approves. */
export const unlockUser = (id: string) => api(securityApi.unlockUser, { params: { id } });

export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    onSuccess: () => {
      toast.success(messages.sentForApproval);
      return invalidate(queryClient, [queryKeys.security.all]);
    },
  });
}

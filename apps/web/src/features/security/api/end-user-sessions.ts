import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, securityApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** POST Security/Sessions/EndAll: every session of the user ends at once. */
export const endUserSessions = (userId: string) => api(securityApi.endUserSessions, { body: { userId } });

export function useEndUserSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endUserSessions,
    onSuccess: () => {
      toast.success(messages.userSessionsEnded);
      return invalidate(queryClient, [queryKeys.security.all]);
    },
  });
}

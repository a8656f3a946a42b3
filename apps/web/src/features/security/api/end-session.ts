import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, securityApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** DELETE Security/Sessions/{id}: the session ends at once. */
export const endSession = (id: string) => api(securityApi.endSession, { params: { id } });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      toast.success(messages.sessionEnded);
      return invalidate(queryClient, [queryKeys.security.all]);
    },
  });
}

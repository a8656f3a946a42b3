import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, usersApi } from '@console/contract';
import { apiWithStatus } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/**
 * Deactivates at once (the API client shows the generic 204 message), or asks to activate: that
 * grants access, so it waits for a second person (202).
 */
export const changeUserStatus = ({
  id,
  isActive,
  rowVersion,
}: {
  id: string;
  isActive: boolean;
  rowVersion: number;
}) => apiWithStatus(usersApi.changeUserStatus, { params: { id }, body: { isActive, rowVersion } });

export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserStatus,
    onSuccess: async ({ status }) => {
      if (status === 202) toast.success(messages.sentForApproval);
      await invalidate(queryClient, staleAfter.userChange);
    },
  });
}

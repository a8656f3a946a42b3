import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

/** Activates or deactivates; the API client shows the generic 204 message. */
export const changeUserStatus = ({
  id,
  isActive,
  rowVersion,
}: {
  id: string;
  isActive: boolean;
  rowVersion: number;
}) => api(usersApi.changeUserStatus, { params: { id }, body: { isActive, rowVersion } });

export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserStatus,
    onSuccess: () => invalidate(queryClient, staleAfter.userChange),
  });
}

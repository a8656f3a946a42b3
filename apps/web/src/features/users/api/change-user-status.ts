import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { usersKey } from './list-users';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

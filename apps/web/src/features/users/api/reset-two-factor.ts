import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { usersKey } from './list-users';

/** Clears a user's authenticator; the API client shows the generic 204 message. */
export const resetTwoFactor = ({ id, rowVersion }: { id: string; rowVersion: number }) =>
  api(usersApi.resetTwoFactor, { params: { id }, body: { rowVersion } });

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { replaceToken } from '@/lib/session';

export const viewAs = (userId: string) => api(usersApi.viewAs, { body: { userId } });

/** Swaps the session for a read-only one as the chosen user, then goes home (spec 1 §4). */
export function useViewAs() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: viewAs,
    onSuccess: async ({ token }) => {
      await replaceToken(token);
      // What was cached belongs to the administrator's view.
      queryClient.clear();
      await navigate({ to: '/' });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, usersApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type UpdateUserBody = EndpointInput<typeof usersApi.updateUser>['body'];

/** Only phone and email change; the user name is fixed (spec 2 §3). */
export const updateUser = ({ id, body }: { id: string; body: UpdateUserBody }) =>
  api(usersApi.updateUser, { params: { id }, body, quiet: true });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async () => {
      toast.success(messages.userUpdated);
      await invalidate(queryClient, staleAfter.userChange);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export const createUser = (body: usersApi.CreateUserBody) => api(usersApi.createUser, { body, quiet: true });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async () => {
      toast.success(messages.sentForApproval);
      await invalidate(queryClient, staleAfter.userChange);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usersKey } from './list-users';

export const createUser = (body: usersApi.CreateUserBody) => api(usersApi.createUser, { body, quiet: true });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async () => {
      toast.success(messages.userCreated);
      await queryClient.invalidateQueries({ queryKey: usersKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usersKey } from './list-users';

export const removeRole = ({ id, roleId, rowVersion }: { id: string; roleId: string; rowVersion: number }) =>
  api(usersApi.removeRole, { params: { id }, body: { roleId, rowVersion }, quiet: true });

export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRole,
    onSuccess: async () => {
      toast.success(messages.roleRemoved);
      await queryClient.invalidateQueries({ queryKey: usersKey });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { messages, usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const changePassword = ({ id, body }: { id: string; body: usersApi.ChangePasswordBody }) =>
  api(usersApi.changePassword, { params: { id }, body, quiet: true });

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast.success(messages.passwordChanged);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { messages, usersApi } from '@console/contract';
import { apiWithStatus } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** One's own password changes at once (204); another user's waits for a second person (202). */
export const changePassword = ({ id, body }: { id: string; body: usersApi.ChangePasswordBody }) =>
  apiWithStatus(usersApi.changePassword, { params: { id }, body, quiet: true });

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ status }) => {
      toast.success(status === 202 ? messages.sentForApproval : messages.passwordChanged);
    },
  });
}

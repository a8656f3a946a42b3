import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** One role at a time (spec 2 §6), through the AssignRoles call that takes a list. */
export const assignRole = ({ id, roleId, rowVersion }: { id: string; roleId: string; rowVersion: number }) =>
  api(usersApi.assignRoles, { params: { id }, body: { roles: [roleId], rowVersion }, quiet: true });

export function useAssignRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRole,
    onSuccess: async () => {
      toast.success(messages.sentForApproval);
      await invalidate(queryClient, staleAfter.userChange);
    },
  });
}

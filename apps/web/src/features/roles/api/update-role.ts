import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, rolesApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type UpdateRoleBody = EndpointInput<typeof rolesApi.updateRole>['body'];

/** Sends the rowVersion it was read at; a stale one answers 409 (Conflict, shown by the client). */
export const updateRole = ({ id, body }: { id: string; body: UpdateRoleBody }) =>
  api(rolesApi.updateRole, { params: { id }, body, quiet: true });

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: async () => {
      toast.success(messages.sentForApproval);
      await invalidate(queryClient, staleAfter.roleChange);
    },
  });
}

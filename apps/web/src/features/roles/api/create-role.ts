import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, rolesApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type CreateRoleBody = EndpointInput<typeof rolesApi.createRole>['body'];

export const createRole = (body: CreateRoleBody) => api(rolesApi.createRole, { body, quiet: true });

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: async () => {
      toast.success(messages.sentForApproval);
      await invalidate(queryClient, staleAfter.roleChange);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, usersApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type UpdateBranchMappingBody = EndpointInput<typeof usersApi.updateBranchMapping>['body'];

export const updateBranchMapping = ({ id, body }: { id: string; body: UpdateBranchMappingBody }) =>
  api(usersApi.updateBranchMapping, { params: { id }, body });

export function useUpdateBranchMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranchMapping,
    onSuccess: async () => {
      toast.success(messages.sentForApproval);
      await invalidate(queryClient, staleAfter.userChange);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages, usersApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type CreateBranchMappingBody = EndpointInput<typeof usersApi.createBranchMapping>['body'];

export const createBranchMapping = (body: CreateBranchMappingBody) =>
  api(usersApi.createBranchMapping, { body });

export function useCreateBranchMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBranchMapping,
    onSuccess: async () => {
      toast.success(messages.sentForApproval);
      await invalidate(queryClient, staleAfter.userChange);
    },
  });
}

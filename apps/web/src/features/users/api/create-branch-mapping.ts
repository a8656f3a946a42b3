import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { usersKey } from './list-users';

export type CreateBranchMappingBody = EndpointInput<typeof usersApi.createBranchMapping>['body'];

export const createBranchMapping = (body: CreateBranchMappingBody) =>
  api(usersApi.createBranchMapping, { body });

export function useCreateBranchMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBranchMapping,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

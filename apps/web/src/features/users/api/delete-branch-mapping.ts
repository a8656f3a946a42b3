import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { usersKey } from './list-users';

export const deleteBranchMapping = (id: string) => api(usersApi.deleteBranchMapping, { params: { id } });

export function useDeleteBranchMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranchMapping,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

export const deleteBranchMapping = (id: string) => api(usersApi.deleteBranchMapping, { params: { id } });

export function useDeleteBranchMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBranchMapping,
    onSuccess: () => invalidate(queryClient, staleAfter.userChange),
  });
}

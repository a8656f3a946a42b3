import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

/** The API client shows the generic 204 message. */
export const deleteRole = (id: string) => api(rolesApi.deleteRole, { params: { id } });

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: async () => {
      await invalidate(queryClient, staleAfter.roleRemoval);
    },
  });
}

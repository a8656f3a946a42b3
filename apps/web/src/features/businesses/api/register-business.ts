import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessesApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

/** POST Businesses (Register New Business). */
export function useRegisterBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: businessesApi.RegisterBusinessBody) => api(businessesApi.registerBusiness, { body }),
    onSuccess: () => invalidate(queryClient, staleAfter.businessChange),
  });
}

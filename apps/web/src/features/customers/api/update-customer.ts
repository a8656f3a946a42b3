import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersApi, messages } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export interface UpdateCustomerInput {
  id: string;
  /** The version that was read; a stale one answers 409 Conflict (shown by the API client). */
  rowVersion: number;
  body: customersApi.CustomerUpdatePayload;
}

/** PUT Customers/{id}/{rowVersion}; quiet, the caller's toast says it instead. */
export const updateCustomer = ({ id, rowVersion, body }: UpdateCustomerInput) =>
  api(customersApi.updateCustomer, { params: { id, rowVersion }, body, quiet: true });

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: async () => {
      toast.success(messages.updated);
      await invalidate(queryClient, staleAfter.customerChange);
    },
  });
}

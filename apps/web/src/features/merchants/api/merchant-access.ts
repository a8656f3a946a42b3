import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fillMessage, merchantsApi, messages } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, queryKeys, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export const merchantUserQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.merchants.user(id),
    queryFn: ({ signal }) => api(merchantsApi.merchantAccess, { params: { id }, signal }),
  });

/** The merchant's user account, or none, and its access waiting for approval (GET Merchants/{id}/User). */
export const useMerchantUser = (id: string | undefined) =>
  useQuery({ ...merchantUserQuery(id ?? ''), enabled: Boolean(id) });

/**
 * POST AppUsers/RegisterMerchantUser: asks for the access, which waits for a supervisor (202 with
 * the pending change); the first password goes to the merchant's phone by SMS once approved.
 */
export const registerMerchantUser = (merchantId: string) =>
  api(merchantsApi.registerMerchantUser, { body: { merchantId }, quiet: true });

export function useRegisterMerchantUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (merchant: Pick<merchantsApi.Merchant, 'id' | 'mobileNo'>) =>
      registerMerchantUser(merchant.id),
    onSuccess: async (_change, merchant) => {
      toast.success(fillMessage(messages.merchantAccessRequested, { phone: merchant.mobileNo }));
      await invalidate(queryClient, staleAfter.merchantAccessChange);
    },
  });
}

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

/** The merchant's user account, or none (GET Merchants/{id}/User). */
export const useMerchantUser = (id: string | undefined) =>
  useQuery({ ...merchantUserQuery(id ?? ''), enabled: Boolean(id) });

/** POST AppUsers/RegisterMerchantUser: the first password goes to the merchant's phone by SMS. */
export const registerMerchantUser = (merchantId: string) =>
  api(merchantsApi.registerMerchantUser, { body: { merchantId }, quiet: true });

export function useRegisterMerchantUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerMerchantUser,
    onSuccess: async (user) => {
      toast.success(fillMessage(messages.merchantAccessCreated, { phone: user.phone }));
      await invalidate(queryClient, staleAfter.merchantAccessChange);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantsApi, messages, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type CreateMerchantBody = EndpointInput<typeof merchantsApi.createMerchant>['body'];
export type UpdateMerchantBody = EndpointInput<typeof merchantsApi.updateMerchant>['body'];

/** POST Merchants. */
export const createMerchant = (body: CreateMerchantBody) =>
  api(merchantsApi.createMerchant, { body, quiet: true });

/** PUT Merchants/{id}: name, phone and email; the code never changes. */
export const updateMerchant = ({ id, body }: { id: string; body: UpdateMerchantBody }) =>
  api(merchantsApi.updateMerchant, { params: { id }, body, quiet: true });

/** GET Merchants/GenerateCode: a new code, reserved for the signed-in user. */
export const generateMerchantCode = (organizationId: string) =>
  api(merchantsApi.generateCode, { query: { organizationId } });

export function useCreateMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMerchant,
    onSuccess: async () => {
      toast.success(messages.merchantCreated);
      await invalidate(queryClient, staleAfter.merchantChange);
    },
  });
}

export function useUpdateMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMerchant,
    onSuccess: async () => {
      toast.success(messages.merchantUpdated);
      await invalidate(queryClient, staleAfter.merchantChange);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { customersApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';

export type RevealBody = EndpointInput<typeof customersApi.revealCustomerField>['body'];

/**
 * POST Customers/{id}/Reveal. Note: the answer is kept by the screen that asked, never in the
 * query cache, so the value shows there only and is gone once the screen is left.
 */
export const useRevealCustomerField = (id: string) =>
  useMutation({
    mutationFn: (body: RevealBody) => api(customersApi.revealCustomerField, { params: { id }, body }),
  });

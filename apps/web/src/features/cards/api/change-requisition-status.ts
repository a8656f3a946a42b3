import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardRequisitionsApi, messages, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export type StatusChangeBody = EndpointInput<typeof cardRequisitionsApi.changeStatus>['body'];

/** POST Accounts/Cards/RequisitionStatusChange: one step of the requisition lifecycle. */
export const changeRequisitionStatus = (body: StatusChangeBody) =>
  api(cardRequisitionsApi.changeStatus, { body });

export function useChangeRequisitionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRequisitionStatus,
    onSuccess: () => {
      toast.success(messages.requisitionStatusChanged);
      return invalidate(queryClient, staleAfter.requisitionChange);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessesApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidate, staleAfter } from '@/lib/query-keys';

export type ChangeBusinessStatusBody = EndpointInput<typeof businessesApi.changeBusinessStatus>['body'];

/** Review, resubmission (Pending) and retrying the account opening (Approved again) all go here. */
export const changeBusinessStatus = ({ id, body }: { id: string; body: ChangeBusinessStatusBody }) =>
  api(businessesApi.changeBusinessStatus, { params: { id }, body });

export function useChangeBusinessStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBusinessStatus,
    // A failed opening still changed the business (Approved with the reason): refresh either way.
    onSettled: () => invalidate(queryClient, staleAfter.businessChange),
  });
}

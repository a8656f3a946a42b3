import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidateApplications } from './invalidate';

export type ChangeStatusBody = EndpointInput<typeof applicationsApi.changeStatus>['body'];

/** Review, resubmission (Pending) and retrying an account opening (Approved again) all go here. */
export const changeApplicationStatus = ({ id, body }: { id: string; body: ChangeStatusBody }) =>
  api(applicationsApi.changeStatus, { params: { id }, body });

export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplicationStatus,
    onSettled: () => invalidateApplications(queryClient),
  });
}

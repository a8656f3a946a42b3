import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidateApplications } from './invalidate';

export type AccountRequestBody = EndpointInput<typeof applicationsApi.accountRequest>['body'];

/** A further account for an existing profile (the profile's Add Application dialog). */
export const requestAccount = (body: AccountRequestBody) => api(applicationsApi.accountRequest, { body });

export function useRequestAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccount,
    onSuccess: () => invalidateApplications(queryClient),
  });
}

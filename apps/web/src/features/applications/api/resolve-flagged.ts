import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi, type EndpointInput } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidateApplications } from './invalidate';

export type ResolveFlaggedBody = EndpointInput<typeof applicationsApi.resolveFlagged>['body'];

export const resolveFlagged = ({ id, body }: { id: string; body: ResolveFlaggedBody }) =>
  api(applicationsApi.resolveFlagged, { params: { id }, body });

export function useResolveFlagged() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveFlagged,
    onSuccess: () => invalidateApplications(queryClient),
  });
}

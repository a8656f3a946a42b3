import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi } from '@console/contract';
import { api } from '@/lib/api-client';
import { invalidateApplications } from './invalidate';

/** The new-application wizard's submission: a new customer profile with its first application. */
export const createApplication = (body: applicationsApi.CreateApplicationBody) =>
  api(applicationsApi.createApplication, { body });

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    onSuccess: () => invalidateApplications(queryClient),
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { applicationsKey } from './list-applications';

/**
 * After any change to an application: its lists, and the customer profiles whose counts and
 * status follow their applications (every customer query starts with `customers`).
 */
export const invalidateApplications = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationsKey }),
    queryClient.invalidateQueries({ queryKey: ['customers'] }),
  ]);

import type { QueryClient } from '@tanstack/react-query';
import { invalidate, staleAfter } from '@/lib/query-keys';

/** After any change to an application: see staleAfter.applicationChange. */
export const invalidateApplications = (queryClient: QueryClient) =>
  invalidate(queryClient, staleAfter.applicationChange);

import { QueryClient } from '@tanstack/react-query';

/** Per-screen freshness; lists refetch on return after this long. */
const STALE_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        // The API client has already shown every failure; a retry would show it again.
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

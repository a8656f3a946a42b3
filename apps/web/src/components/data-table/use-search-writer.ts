import { useCallback } from 'react';
import { useRouter, useRouterState, type AnyRouter } from '@tanstack/react-router';

export type SearchRecord = Record<string, unknown>;
export type SearchUpdate = SearchRecord | ((prev: SearchRecord) => SearchRecord);

/** Removes empty values so they do not linger in the address as `?name=`. */
export function cleanSearch(search: SearchRecord): SearchRecord {
  return Object.fromEntries(
    Object.entries(search).filter(([, v]) => v !== undefined && v !== null && v !== '' && v !== false),
  );
}

/**
 * Writes into the current route's search parameters, or null outside a router (a table given
 * its own callbacks needs none).
 */
export function useSearchWriter(): ((update: SearchUpdate) => void) | null {
  const router = useRouter({ warn: false }) as AnyRouter | undefined;
  const write = useCallback(
    (update: SearchUpdate) => {
      if (!router) return;
      const prev = router.state.location.search as SearchRecord;
      const next = typeof update === 'function' ? update(prev) : update;
      void router.navigate({ to: router.state.location.pathname, search: cleanSearch(next) });
    },
    [router],
  );
  return router ? write : null;
}

/** The current search parameters (inside a router only). */
export function useCurrentSearch(): SearchRecord {
  return useRouterState({ select: (s) => s.location.search as SearchRecord });
}

import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from './sidebar-state';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const matches = () => window.matchMedia(QUERY).matches;

/** Whether the viewport is narrower than the 768 px breakpoint, following resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, matches, () => false);
}

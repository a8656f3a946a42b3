import { useEffect, useState } from 'react';
import { ACTIVITY_EVENTS } from './session-renewal';

/**
 * Whether the user has done something on the page within the last `windowMs` (true at first: a
 * page just opened was just asked for). Polling that waits on this stops soon after the user
 * leaves the desk, so it does not keep an idle session alive on the server.
 */
export function useRecentActivity(windowMs: number): boolean {
  const [active, setActive] = useState(true);
  useEffect(() => {
    let timer = window.setTimeout(() => setActive(false), windowMs);
    const onActivity = () => {
      setActive(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setActive(false), windowMs);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.clearTimeout(timer);
    };
  }, [windowMs]);
  return active;
}

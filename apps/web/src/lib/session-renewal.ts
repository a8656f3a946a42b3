import { useEffect } from 'react';
import { getSession, refreshSession } from './session';
import { tokenTimes } from './token-claims';

/**
 * Token renewal (DESIGN §5): a token lives 15 minutes; once it is older than RENEW_AFTER_MS and
 * the user has done something since it was issued, it is exchanged for a fresh one. An idle user
 * is left alone: the server ends the session after 15 idle minutes and the next call's 401 leads
 * to sign-in.
 */
export const RENEW_AFTER_MS = 10 * 60_000;
const CHECK_EVERY_MS = 30_000;
/** What counts as the user doing something (moving the pointer over the page does not). */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

let lastActivity = 0;

/** Whether the token should be renewed now. */
export function shouldRenew(token: string, now: number, activityAt: number): boolean {
  const times = tokenTimes(token);
  if (!times) return false;
  return now - times.issuedAt >= RENEW_AFTER_MS && now < times.expiresAt && activityAt > times.issuedAt;
}

/**
 * A token this young already carries the current claims: the server ends a session at once when
 * its user's roles, permissions, status, password or two-factor set-up change. A page load renews
 * only an older one, so that pages loaded one after another do not each replace the token (a
 * renewal whose answer a page leaves behind would leave the next page with a replaced token).
 */
export const FRESH_ON_LOAD_MS = 60_000;

/** Whether a page load should renew this token (spec 1 §2: fresh claims on load). */
export function renewOnLoad(token: string, now: number): boolean {
  const times = tokenTimes(token);
  return !times || now - times.issuedAt >= FRESH_ON_LOAD_MS;
}

/** Renews the token when it is due; renewals run one at a time (see refreshSession). */
export function renewIfDue(now: number = Date.now()): Promise<void> {
  const session = getSession();
  if (!session || !shouldRenew(session.token, now, lastActivity)) return Promise.resolve();
  return refreshSession().then(
    () => undefined,
    () => undefined,
  );
}

/** Watches for user activity and renews the token while the shell is open. */
export function useSessionRenewal(): void {
  useEffect(() => {
    let lastCheck = 0;
    const onActivity = () => {
      lastActivity = Date.now();
      // Checking on activity, throttled, renews promptly when a user returns to an old token.
      if (lastActivity - lastCheck > 5_000) {
        lastCheck = lastActivity;
        void renewIfDue();
      }
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const timer = window.setInterval(() => void renewIfDue(), CHECK_EVERY_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.clearInterval(timer);
    };
  }, []);
}

import { authApi } from '@console/contract';
import { useEffect } from 'react';
import { api } from './api-client';
import { getSession, replaceToken } from './session';
import { tokenTimes } from './token-times';

/**
 * Token renewal (DESIGN §5): a token lives 15 minutes; once it is older than RENEW_AFTER_MS and
 * the user has done something since it was issued, it is exchanged for a fresh one. An idle user
 * is left alone: the server ends the session after 15 idle minutes and the next call's 401 leads
 * to sign-in.
 */
export const RENEW_AFTER_MS = 10 * 60_000;
const CHECK_EVERY_MS = 30_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

let lastActivity = 0;
let renewing: Promise<void> | null = null;

/** Whether the token should be renewed now. */
export function shouldRenew(token: string, now: number, activityAt: number): boolean {
  const times = tokenTimes(token);
  if (!times) return false;
  return now - times.issuedAt >= RENEW_AFTER_MS && now < times.expiresAt && activityAt > times.issuedAt;
}

export function renewIfDue(now: number = Date.now()): Promise<void> {
  const session = getSession();
  if (renewing || !session || !shouldRenew(session.token, now, lastActivity))
    return renewing ?? Promise.resolve();
  renewing = api(authApi.refresh)
    .then(async ({ token }) => {
      // Signed out or switched user meanwhile: the fresh token is not ours to keep.
      if (getSession()?.token === session.token) await replaceToken(token);
    })
    .catch(() => undefined)
    .finally(() => (renewing = null));
  return renewing;
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

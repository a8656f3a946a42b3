import { sessionFromToken, type StoredSession } from '@console/contract/core';
import { useSyncExternalStore } from 'react';
import { api, setTokenProvider } from './api-client';
import { loadAuthApi } from './auth-endpoints';
import { replaces } from './token-claims';
import { forgetRefusals } from './token-refusals';
import {
  SESSION_STORAGE_KEY,
  loadStoredSession,
  removeStoredSession,
  saveStoredSession,
} from './session-storage';

/**
 * The signed-in user (spec 1 §3): kept in memory for synchronous reads, persisted encrypted in
 * localStorage (see session-storage.ts). Components read it with useSession().
 */
let current: StoredSession | null = null;
let loaded = false;
const listeners = new Set<() => void>();

function set(next: StoredSession | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session, or null when signed out. */
export const getSession = (): StoredSession | null => current;

/** The current session, re-rendering when it changes. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Reads the stored (encrypted) session once at start-up; unreadable data is removed. */
export async function loadSession(): Promise<StoredSession | null> {
  if (loaded) return current;
  const stored = await loadStoredSession();
  loaded = true;
  // A sign-in that finished while we were reading wins.
  if (!current && stored) {
    if (sessionFromToken(stored.token)) set(stored);
    else removeStoredSession();
  }
  return current;
}

// Writes run one after another and always persist the latest state, so a slow encryption can
// never bring back a session that was cleared or replaced meanwhile.
let writes: Promise<void> = Promise.resolve();
function persist(): Promise<void> {
  writes = writes
    .then(() => (current ? saveStoredSession(current) : removeStoredSession()))
    .catch(() => undefined);
  return writes;
}

async function store(session: StoredSession): Promise<StoredSession> {
  loaded = true;
  set(session);
  await persist();
  return session;
}

/** Starts a session from a fresh sign-in token: decodes it, fetches the permissions, stores it. */
export async function startSession(token: string): Promise<StoredSession> {
  const decoded = sessionFromToken(token);
  if (!decoded) throw new Error('The sign-in token could not be read.');
  // A new session: what the server refused of an earlier one says nothing of it.
  forgetRefusals();
  set(decoded);
  try {
    const { myPermissions } = await loadAuthApi();
    const permissions = await api(myPermissions);
    return await store({ ...decoded, permissions: [...permissions] });
  } catch (error) {
    if (current === decoded) set(null);
    throw error;
  }
}

/** Replaces the token (renewal, view-as), keeping the session's shape in step with its claims. */
export async function replaceToken(token: string): Promise<StoredSession | null> {
  const decoded = sessionFromToken(token);
  if (!decoded) return null;
  return store(decoded);
}

/**
 * A renewal replaces the token on the server, which refuses the previous one from then on. So
 * renewals run one at a time, across this browser's tabs too (Web Locks, where the browser has
 * them), and the lock is held until the new token is stored: the next holder, or a request that
 * got a 401 with the old token, then finds it there.
 */
const RENEWAL_LOCK = 'console-token-renewal';
let renewal: Promise<StoredSession | null> | null = null;

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  return 'locks' in navigator ? navigator.locks.request(RENEWAL_LOCK, work) : work();
}

/**
 * Exchanges the token for a fresh one whose claims carry the current roles, permissions and reset
 * flag (spec 1 §2, and every few minutes while the user is active). A call while one is under way
 * shares it; when another tab has renewed meanwhile, its token is taken instead. A session the
 * server has ended answers 401 and the API client's handler sends the user to sign-in.
 */
export function refreshSession(): Promise<StoredSession | null> {
  renewal ??= oneAtATime(async () => {
    const session = current;
    if (!session) return null;
    const stored = await loadStoredSession();
    if (stored && replaces(stored.token, session.token)) {
      set(stored);
      return stored;
    }
    const { refresh } = await loadAuthApi();
    const { token } = await api(refresh, { bearer: session.token });
    // Signed out or replaced meanwhile: keep what is there now.
    if (current?.token !== session.token) return current;
    return replaceToken(token);
  }).finally(() => (renewal = null));
  return renewal;
}

/**
 * After a 401 to `sent`: the token of the same session that replaced it, from a renewal in this
 * tab or another, or null when the session really is gone (or another one has taken its place).
 */
async function successorOf(sent: string): Promise<string | null> {
  await renewal?.catch(() => undefined);
  if (current && replaces(current.token, sent)) return current.token;
  const stored = await oneAtATime(loadStoredSession);
  if (!stored || !replaces(stored.token, sent)) return null;
  set(stored);
  return stored.token;
}

/** Forgets the session, in memory and in storage. */
export function clearSession(): void {
  set(null);
  loaded = true;
  removeStoredSession();
  void persist();
}

/** Makes the API client send this session's token (at start-up; tests that replaced it call it again). */
export function provideSessionTokens(): void {
  setTokenProvider(async () => {
    // A request made while a renewal is under way waits for the new token.
    await renewal?.catch(() => undefined);
    return (loaded ? current : await loadSession())?.token;
  }, successorOf);
}
provideSessionTokens();

// Another tab signed in, renewed or signed out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    void loadStoredSession().then((stored) => {
      if (stored?.token !== current?.token) set(stored);
    });
  });
}

import { sessionFromToken, type StoredSession } from '@console/contract/core';
import { useSyncExternalStore } from 'react';
import { api, setTokenProvider } from './api-client';
import { loadAuthApi } from './auth-endpoints';
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
 * Refreshes the session when the shell loads (spec 1 §2): a fresh token whose claims carry the
 * current roles, permissions and reset flag. A session the server has ended answers 401 and the
 * API client's handler sends the user to sign-in.
 */
export async function refreshSession(): Promise<StoredSession | null> {
  const session = current;
  if (!session) return null;
  const { refresh } = await loadAuthApi();
  const { token } = await api(refresh);
  // Signed out or replaced meanwhile: keep what is there now.
  if (current?.token !== session.token) return current;
  return replaceToken(token);
}

/** Forgets the session, in memory and in storage. */
export function clearSession(): void {
  set(null);
  loaded = true;
  removeStoredSession();
  void persist();
}

setTokenProvider(async () => (loaded ? current : await loadSession())?.token);

// Another tab signed in, renewed or signed out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    void loadStoredSession().then((stored) => {
      if (stored?.token !== current?.token) set(stored);
    });
  });
}

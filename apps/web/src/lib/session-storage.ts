import type { StoredSession } from '@console/contract/core';

/** Where the encrypted session lives (spec 1 §3). */
export const SESSION_STORAGE_KEY = 'sys_user';

/** Holds the browser's own AES key; IndexedDB in the app, an in-memory store in tests. */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  set(key: CryptoKey): Promise<void>;
}

const DB_NAME = 'console-keys';
const DB_STORE = 'keys';
const KEY_ID = 'session';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(DB_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = run(db.transaction(DB_STORE, mode).objectStore(DB_STORE));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

/** The key object itself is stored (structured clone); being non-extractable, its bytes never leave. */
export const indexedDbKeyStore: KeyStore = {
  get: () => withStore<CryptoKey | undefined>('readonly', (s) => s.get(KEY_ID)),
  set: (key) => withStore<unknown>('readwrite', (s) => s.put(key, KEY_ID)).then(() => undefined),
};

/** A store kept in memory only (tests; browsers without IndexedDB). */
export function memoryKeyStore(): KeyStore {
  let key: CryptoKey | undefined;
  return {
    get: () => Promise.resolve(key),
    set: (next) => {
      key = next;
      return Promise.resolve();
    },
  };
}

let keyStore: KeyStore = typeof indexedDB === 'undefined' ? memoryKeyStore() : indexedDbKeyStore;
let keyPromise: Promise<CryptoKey> | null = null;

/** Swaps the key store (tests). */
export function setKeyStore(store: KeyStore): void {
  keyStore = store;
  keyPromise = null;
}

async function loadOrCreateKey(create: boolean): Promise<CryptoKey | undefined> {
  const existing = await keyStore.get();
  if (existing || !create) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await keyStore.set(key);
  return key;
}

function getKey(): Promise<CryptoKey> {
  keyPromise ??= loadOrCreateKey(true).then((key) => {
    if (!key) throw new Error('No session key');
    return key;
  });
  keyPromise.catch(() => (keyPromise = null));
  return keyPromise;
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Encrypts the session with AES-GCM (fresh 96-bit IV) and writes it to localStorage. */
export async function saveStoredSession(session: StoredSession): Promise<void> {
  const key = await getKey();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(session));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ v: 1, iv: toBase64(iv), data: toBase64(cipher) }),
  );
}

function isSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.token === 'string' &&
    typeof s.userName === 'string' &&
    typeof s.userId === 'string' &&
    Array.isArray(s.permissions) &&
    Array.isArray(s.userRoles)
  );
}

/** Reads and decrypts the stored session; anything unreadable is removed and null returned. */
export async function loadStoredSession(): Promise<StoredSession | null> {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const { iv, data } = JSON.parse(raw) as { iv?: unknown; data?: unknown };
    if (typeof iv !== 'string' || typeof data !== 'string') throw new Error('Malformed session');
    const key = await loadOrCreateKey(false);
    if (!key) throw new Error('No session key');
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(data));
    const value: unknown = JSON.parse(new TextDecoder().decode(plain));
    if (!isSession(value)) throw new Error('Malformed session');
    return value;
  } catch {
    removeStoredSession();
    return null;
  }
}

export function removeStoredSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
}

import { describe, expect, it, beforeEach } from 'vitest';
import type { StoredSession } from '@console/contract/core';
import {
  SESSION_STORAGE_KEY,
  loadStoredSession,
  memoryKeyStore,
  saveStoredSession,
  setKeyStore,
} from './session-storage';

const session: StoredSession = {
  userName: 'officer',
  userId: '7d0b5a52-8f43-4f5e-9a55-3f2f1f0c1a01',
  userRoles: [{ id: 'r1', name: 'Onboarding Officer' }],
  permissions: ['customer.list'],
  isSUDO: false,
  tenant: 'DBI',
  resetPassword: false,
  branchCode: '001',
  token: 'header.payload.signature',
  actorName: null,
  language: null,
};

describe('encrypted session storage', () => {
  beforeEach(() => setKeyStore(memoryKeyStore()));

  it('round-trips the session through AES-GCM, with nothing readable in localStorage', async () => {
    await saveStoredSession(session);
    const raw = localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('officer');
    expect(raw).not.toContain(session.token);
    expect(await loadStoredSession()).toEqual(session);
  });

  it('uses a fresh IV each time and a non-extractable key', async () => {
    const store = memoryKeyStore();
    setKeyStore(store);
    await saveStoredSession(session);
    const first = localStorage.getItem(SESSION_STORAGE_KEY);
    await saveStoredSession(session);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBe(first);
    const key = await store.get();
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key as CryptoKey)).rejects.toThrow();
  });

  it('removes data that was tampered with', async () => {
    await saveStoredSession(session);
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { data: string };
    const bytes = Uint8Array.from(atob(stored.data), (c) => c.charCodeAt(0));
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    stored.data = btoa(String.fromCharCode(...bytes));
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
    expect(await loadStoredSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('removes data encrypted under another key (e.g. browser data cleared)', async () => {
    await saveStoredSession(session);
    setKeyStore(memoryKeyStore());
    expect(await loadStoredSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', 'this is not json'],
    ['plain JSON of a session', JSON.stringify(session)],
    ['wrong shape', JSON.stringify({ iv: 1, data: [] })],
  ])('removes unreadable data: %s', async (_, raw) => {
    await saveStoredSession(session); // a key exists
    localStorage.setItem(SESSION_STORAGE_KEY, raw);
    expect(await loadStoredSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('answers null when nothing is stored', async () => {
    expect(await loadStoredSession()).toBeNull();
  });
});

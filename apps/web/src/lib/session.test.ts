import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse } from '@/test/tokens';
import { clearSession, getSession, loadSession, replaceToken, startSession } from './session';
import { SESSION_STORAGE_KEY, loadStoredSession } from './session-storage';

describe('session', () => {
  afterEach(() => clearSession());

  it('starts from a token: decodes it, fetches the permissions with the token, stores it encrypted', async () => {
    const token = fakeToken({ userName: 'officer', isSUDO: 'False', permissions: '["stale"]' });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, ['customer.list']));
    const session = await startSession(token);

    expect(session).toMatchObject({
      userName: 'officer',
      isSUDO: false,
      permissions: ['customer.list'],
      token,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/api/AppUsers/Permissions');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(getSession()).toEqual(session);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('officer');
    expect(await loadStoredSession()).toEqual(session);
  });

  it('treats isSUDO and resetPassword as true unless the claim is False', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, []));
    const session = await startSession(fakeToken({ isSUDO: 'True', resetPassword: 'yes' }));
    expect(session.isSUDO).toBe(true);
    expect(session.resetPassword).toBe(true);
  });

  it('is not kept when the permissions cannot be fetched', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(500, { message: 'boom' }));
    await expect(startSession(fakeToken())).rejects.toThrow();
    expect(getSession()).toBeNull();
  });

  it('replaces the token (view-as) and clears everything on sign-out', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, []));
    await startSession(fakeToken({ userName: 'admin', isSUDO: 'True' }));
    const viewing = await replaceToken(fakeToken({ userName: 'officer', actorName: 'admin' }));
    expect(viewing).toMatchObject({ userName: 'officer', actorName: 'admin' });
    expect((await loadStoredSession())?.userName).toBe('officer');

    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(await loadSession()).toBeNull();
  });

  it('refuses a token it cannot read', async () => {
    await expect(startSession('not-a-jwt')).rejects.toThrow();
    expect(await replaceToken('not-a-jwt')).toBeNull();
  });
});

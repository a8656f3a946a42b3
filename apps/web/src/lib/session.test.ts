import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@console/contract';
import { fakeToken, jsonResponse } from '@/test/tokens';
import { api } from './api-client';
import { clearSession, getSession, loadSession, refreshSession, replaceToken, startSession } from './session';
import { SESSION_STORAGE_KEY, loadStoredSession, saveStoredSession } from './session-storage';

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

describe('token renewal', () => {
  afterEach(() => clearSession());

  const issued = Math.floor(Date.now() / 1000);
  const first = fakeToken({ sid: 's1', iat: issued });
  const renewed = fakeToken({ sid: 's1', iat: issued + 1 });

  /** A fetch answered by hand: each call waits until the test replies to it. */
  function serverByHand() {
    const calls: { url: string; token: string | null; reply: (response: Response) => void }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (url, init) =>
        new Promise<Response>((resolve) => {
          const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? null;
          calls.push({ url: url as string, token, reply: resolve });
        }),
    );
    const call = async (url: string, token: string) => {
      await vi.waitFor(() => {
        if (!calls.some((c) => c.url === url && c.token === token)) throw new Error(`no ${url} yet`);
      });
      const index = calls.findIndex((c) => c.url === url && c.token === token);
      return calls.splice(index, 1)[0]!;
    };
    return { calls, call };
  }

  async function signedIn(token: string) {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse(200, []));
    await startSession(token);
  }

  it('renews once for calls made together, and requests made meanwhile wait for the new token', async () => {
    await signedIn(first);
    const server = serverByHand();
    const renewals = [refreshSession(), refreshSession()];
    const refresh = await server.call('/api/api/auth/refresh', first);
    const during = api(authApi.myPermissions);
    refresh.reply(jsonResponse(200, { token: renewed }));
    expect((await Promise.all(renewals)).map((s) => s?.token)).toEqual([renewed, renewed]);
    (await server.call('/api/api/AppUsers/Permissions', renewed)).reply(jsonResponse(200, ['customer.list']));
    await expect(during).resolves.toEqual(['customer.list']);
    expect(server.calls).toHaveLength(0);
    expect((await loadStoredSession())?.token).toBe(renewed);
  });

  it('sends a request the renewal overtook once more, with the new token, and stays signed in', async () => {
    await signedIn(first);
    const server = serverByHand();
    const inFlight = api(authApi.myPermissions);
    const refused = await server.call('/api/api/AppUsers/Permissions', first);
    const renewal = refreshSession();
    (await server.call('/api/api/auth/refresh', first)).reply(jsonResponse(200, { token: renewed }));
    // The server had replaced the token by the time the earlier request reached it.
    refused.reply(jsonResponse(401));
    (await server.call('/api/api/AppUsers/Permissions', renewed)).reply(jsonResponse(200, ['x']));
    await expect(inFlight).resolves.toEqual(['x']);
    await renewal;
    expect(getSession()?.token).toBe(renewed);
  });

  it('takes the token another tab renewed, for a refused request and instead of renewing again', async () => {
    await signedIn(first);
    const server = serverByHand();
    const inFlight = api(authApi.myPermissions);
    const refused = await server.call('/api/api/AppUsers/Permissions', first);
    await saveStoredSession({ ...getSession()!, token: renewed });
    refused.reply(jsonResponse(401));
    (await server.call('/api/api/AppUsers/Permissions', renewed)).reply(jsonResponse(200, []));
    await inFlight;
    expect(getSession()?.token).toBe(renewed);

    const later = fakeToken({ sid: 's1', iat: issued + 2 });
    await saveStoredSession({ ...getSession()!, token: later });
    await expect(refreshSession()).resolves.toMatchObject({ token: later });
    expect(server.calls).toHaveLength(0);
  });

  it('waits while another tab holds the renewal lock, then takes the token it stored', async () => {
    await signedIn(first);
    const server = serverByHand();
    let release: () => void = () => undefined;
    const otherTab = new Promise<void>((resolve) => (release = resolve));
    const request = vi.fn(async (_name: string, work: () => Promise<unknown>) => {
      await otherTab;
      return work();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    try {
      const renewal = refreshSession();
      await saveStoredSession({ ...getSession()!, token: renewed });
      release();
      await expect(renewal).resolves.toMatchObject({ token: renewed });
      expect(request).toHaveBeenCalledWith('console-token-renewal', expect.any(Function));
      expect(server.calls).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not take a stored token of another session or an earlier one', async () => {
    await signedIn(renewed);
    const server = serverByHand();
    await saveStoredSession({ ...getSession()!, token: first });
    const renewal = refreshSession();
    const fresh = fakeToken({ sid: 's1', iat: issued + 2 });
    (await server.call('/api/api/auth/refresh', renewed)).reply(jsonResponse(200, { token: fresh }));
    expect((await renewal)?.token).toBe(fresh);

    const inFlight = api(authApi.myPermissions).catch((e: unknown) => e);
    const refused = await server.call('/api/api/AppUsers/Permissions', fresh);
    await saveStoredSession({ ...getSession()!, token: fakeToken({ sid: 's2', iat: issued + 3 }) });
    refused.reply(jsonResponse(401));
    await expect(inFlight).resolves.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(0);
  });
});

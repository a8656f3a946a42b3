import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse } from '@/test/tokens';
import { clearSession, getSession, startSession } from './session';
import { signOut } from './sign-out';

const signedIn = async () => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse(200, []));
  await startSession(fakeToken({ userName: 'amina.dir' }));
};

describe('sign-out', () => {
  afterEach(() => clearSession());

  it('goes on to the directory when the server answers its end-session address', async () => {
    await signedIn();
    const url = 'https://login.dahab.example/session/end?id_token_hint=x';
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { endSessionUrl: url }));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    await signOut();
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/api/auth/logout');
    expect(getSession()).toBeNull();
    expect(assign).toHaveBeenCalledWith(url);
  });

  it('stays in the console for a local session, and never opens a script address', async () => {
    for (const answer of [
      new Response(null, { status: 204 }),
      jsonResponse(200, { endSessionUrl: 'javascript:alert(1)' }),
    ]) {
      await signedIn();
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
      const assign = vi.fn();
      vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
      await signOut();
      expect(getSession()).toBeNull();
      expect(assign).not.toHaveBeenCalled();
    }
  });
});

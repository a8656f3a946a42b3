import { authApi } from '@console/contract';
import { apiWithStatus } from './api-client';
import { queryClient } from './query-client';
import { clearSession, getSession } from './session';

/** The directory's end-session address in a sign-out's answer, if it is one a browser may open. */
function endSessionUrlOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('endSessionUrl' in data)) return null;
  const { endSessionUrl } = data;
  if (typeof endSessionUrl !== 'string' || !URL.canParse(endSessionUrl)) return null;
  return ['https:', 'http:'].includes(new URL(endSessionUrl).protocol) ? endSessionUrl : null;
}

/**
 * Ends the session on the server (POST auth/logout), then forgets it and every cached answer. A
 * session that the bank's directory signed in ends there too: the browser goes on to the
 * directory's end-session address, which sends it back to the sign-in page.
 */
export async function signOut(): Promise<void> {
  let endSessionUrl: string | null = null;
  if (getSession()) {
    try {
      const { status, data } = await apiWithStatus(authApi.logout, { quiet: true });
      if (status === 200) endSessionUrl = endSessionUrlOf(data);
    } catch {
      // Already ended on the server (expired, or ended elsewhere): nothing more to do there.
    }
  }
  clearSession();
  queryClient.clear();
  if (endSessionUrl) window.location.assign(endSessionUrl);
}

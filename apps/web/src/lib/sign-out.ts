import { authApi } from '@console/contract';
import { api } from './api-client';
import { queryClient } from './query-client';
import { clearSession, getSession } from './session';

/** Ends the session on the server (POST auth/logout), then forgets it and every cached answer. */
export async function signOut(): Promise<void> {
  if (getSession()) {
    try {
      await api(authApi.logout, { quiet: true });
    } catch {
      // Already ended on the server (expired, or ended elsewhere): nothing more to do there.
    }
  }
  clearSession();
  queryClient.clear();
}

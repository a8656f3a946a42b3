import { beforeEach, vi } from 'vitest';
import type { StoredSession } from '@console/contract/core';
import * as SessionModule from '@/lib/session';

/**
 * The signed-in user that the screens of a test file see through `useSession`: `first` for every
 * test, or whatever a test sets in `session` (null: signed out). The spy is made before each test
 * and restored after it (`restoreMocks`); the module itself is never replaced, so the file shares
 * its worker's modules (docs/testing.md › Modules shared between files).
 */
export function signedInAs(first: StoredSession | null = null): { session: StoredSession | null } {
  const signedIn = { session: first };
  beforeEach(() => {
    vi.spyOn(SessionModule, 'useSession').mockImplementation(() => signedIn.session);
  });
  return signedIn;
}

import { useNavigate } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import { signOut } from '@/lib/sign-out';

/**
 * Changing one's own roles or password ends one's sessions on the server (spec 1 §4): sign out
 * at once rather than wait for the next call to fail.
 */
export function useSelfSignOut(userId: string) {
  const session = useSession();
  const navigate = useNavigate();
  return async () => {
    if (session?.userId !== userId) return;
    await signOut();
    await navigate({ to: '/auth/login' });
  };
}

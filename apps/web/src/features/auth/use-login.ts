import type { LoginRequest } from '@console/contract/endpoints/auth';
import { useState } from 'react';
import { apiWithStatus } from '@/lib/api-client';
import { loadAuthApi } from '@/lib/auth-endpoints';
import { adoptLanguageAtSignIn } from '@/lib/language';
import { startSession } from '@/lib/session';

export interface TwoFactorSetup {
  qrCode: string;
  manualEntryKey: string;
}

type Outcome = 'signed-in' | 'code-needed' | 'setup' | 'failed';

/**
 * The sign-in exchange of spec 1 §4: 200 starts the session, 202 asks for the authenticator code,
 * 203 opens the two-factor set-up. Failures were already shown by the API client.
 */
export function useLogin(onSignedIn: () => void) {
  const [pending, setPending] = useState(false);
  const [codeNeeded, setCodeNeeded] = useState(false);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);

  async function signIn(request: LoginRequest): Promise<Outcome> {
    // Spec 1 §5: nothing is sent without both a username and a password.
    if (!request.userName.trim() || !request.password) return 'failed';
    setPending(true);
    try {
      const { login } = await loadAuthApi();
      const { status, data } = await apiWithStatus(login, { body: request });
      if (status === 202) {
        setCodeNeeded(true);
        return 'code-needed';
      }
      if (status === 203 && data && 'qrCode' in data) {
        setSetup({ qrCode: data.qrCode, manualEntryKey: data.manualEntryKey });
        return 'setup';
      }
      if (data && 'token' in data) {
        const session = await startSession(data.token);
        await adoptLanguageAtSignIn(session.language);
        setSetup(null);
        onSignedIn();
        return 'signed-in';
      }
      return 'failed';
    } catch {
      return 'failed';
    } finally {
      setPending(false);
    }
  }

  return { pending, codeNeeded, setup, signIn };
}

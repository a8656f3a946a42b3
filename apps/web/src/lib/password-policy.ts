import { useEffect, useState } from 'react';
import { fillMessage, messages, platformApi } from '@console/contract';
import { api } from './api-client';
import { useT } from './i18n';
import { libText } from './messages';

/*
 * One rule for every password a person chooses (their own, another user's, a new user's): at
 * least the minimum the server enforces now, the security policies' (GET System/Info), said by the
 * field's hint and by its error in the server's own words.
 */

/**
 * The shortest password the server accepts now, undefined until it answers. Asked each time a
 * password form opens (the policy may change under four eyes), through the client itself: the
 * public screens have no query cache (routes/__root.tsx).
 */
export function usePasswordMinLength(enabled = true): number | undefined {
  const [minLength, setMinLength] = useState<number>();
  useEffect(() => {
    if (!enabled) return;
    const request = new AbortController();
    api(platformApi.systemInfo, { signal: request.signal }).then(
      (info) => setMinLength(info.passwordMinLength),
      // The API client has shown why; the server still checks the password on submit.
      () => undefined,
    );
    return () => request.abort();
  }, [enabled]);
  return minLength;
}

/** The server's message for a password shorter than `minLength`. */
export const passwordTooShort = (minLength: number) =>
  fillMessage(messages.passwordTooShort, { count: String(minLength) });

/**
 * Whether a password is long enough, counted in characters as the server counts them. An empty one
 * passes here when its field has a message of its own for being empty.
 */
export const longEnough = (password: string, minLength: number, emptyPasses = false) =>
  (emptyPasses && password.length === 0) || [...password].length >= minLength;

/**
 * A new password field's rule: the minimum its schema checks (the default until the server has
 * said) and the hint that says it, shown once the server has said. A form whose password field is
 * not shown (editing a user) asks nothing.
 */
export function usePasswordRule(enabled = true): { minLength: number; hint: string | undefined } {
  const t = useT(libText);
  const known = usePasswordMinLength(enabled);
  return {
    minLength: known ?? platformApi.DEFAULT_PASSWORD_MIN_LENGTH,
    hint: known === undefined ? undefined : t('passwordAtLeast', { count: known }),
  };
}

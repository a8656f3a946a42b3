import { hash, verify } from '@node-rs/argon2';
import { commonPasswords } from './common-passwords.ts';
import { fillMessage, messages } from '@console/contract';

/** OWASP's argon2id minimum: m=19456 KiB, t=2, p=1. */
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// Verified against when the user does not exist, so every failure costs the same time.
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> =>
  (dummyHash ??= hashPassword('no-such-user-password-placeholder'));

export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
}

/**
 * The server's policy (ASVS 5.0 §6.2): length only, no composition rules, and no password from the
 * common list or equal to the user name. Returns the reason it is refused, or null.
 */
export function passwordProblem(password: string, userName: string, policy: PasswordPolicy): string | null {
  const length = [...password].length;
  if (length < policy.minLength)
    return fillMessage(messages.passwordTooShort, { count: String(policy.minLength) });
  if (length > policy.maxLength)
    return fillMessage(messages.passwordTooLong, { count: String(policy.maxLength) });
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower) || lower === userName.toLowerCase() || /^(.)\1+$/.test(password)) {
    return messages.passwordTooCommon;
  }
  return null;
}

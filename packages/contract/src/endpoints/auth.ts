import { z } from 'zod';
import { endpoint, publicAccess, signedIn } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { singleLine } from '../text.ts';

/** Login request (spec 1 §3). The form requires both; the server answers the same 401 either way. */
export const loginRequest = z.object({
  userName: singleLine().trim().min(1, messages.usernameRequired).max(100),
  password: singleLine().min(1, messages.passwordRequired).max(256),
  totp: singleLine().max(6).optional().nullable(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const tokenAnswer = z.object({ token: z.string() });
/** 203: two-factor set-up is needed; the QR encodes the otpauth:// URI, the key is for manual entry. */
export const setupAnswer = z.object({ qrCode: z.string(), manualEntryKey: z.string() });
export const codeNeededAnswer = z.object({ message: z.string() });

export const login = endpoint({
  method: 'POST',
  path: 'auth',
  summary: 'Sign in with user name, password and authenticator code.',
  description:
    '200 { token } when signed in; 202 when the account has two-factor authentication and no code (or a ' +
    'code of the wrong format) was sent; 203 { qrCode, manualEntryKey } when two-factor authentication is ' +
    'not set up yet: the next call with a valid code completes the set-up and signs in. Unknown user, wrong ' +
    'password, wrong code and locked account all answer the same 401. 429 with Retry-After when an address ' +
    'sends too many attempts.',
  tags: ['Auth'],
  access: publicAccess,
  body: loginRequest,
  response: tokenAnswer,
  otherResponses: { 202: codeNeededAnswer, 203: setupAnswer },
  errors: [401, 429],
  success: 200,
});

export const verifyTotp = endpoint({
  method: 'POST',
  path: 'auth/verifyTotp',
  summary: 'Checks an authenticator code of the signed-in user, before a sensitive action.',
  tags: ['Auth'],
  access: signedIn,
  body: z.object({ totp: singleLine().regex(/^\d{6}$/, messages.totpSixDigits) }),
  response: z.object({ valid: z.boolean() }),
  errors: [429],
  success: 200,
  allowWhileViewingAs: true,
});

export const refresh = endpoint({
  method: 'POST',
  path: 'auth/refresh',
  summary: 'Renews the token of a live session.',
  tags: ['Auth'],
  access: signedIn,
  response: tokenAnswer,
  success: 200,
  allowWhileViewingAs: true,
  allowDuringReset: true,
});

/** The directory's end-session address, for a session that the directory signed in. */
export const endSessionAnswer = z.object({ endSessionUrl: z.string() });

export const logout = endpoint({
  method: 'POST',
  path: 'auth/logout',
  summary: 'Ends the session.',
  description:
    '204 for a session of a local account. A session that the bank\u2019s directory signed in ' +
    'answers 200 { endSessionUrl }: the directory\u2019s end-session address with the ID token as ' +
    'its hint and the console\u2019s page to come back to, where the browser goes next to sign out ' +
    'of the directory too (RP-initiated logout).',
  tags: ['Auth'],
  access: signedIn,
  otherResponses: { 200: endSessionAnswer },
  success: 204,
  allowWhileViewingAs: true,
  allowDuringReset: true,
});

export const myPermissions = endpoint({
  method: 'GET',
  path: 'AppUsers/Permissions',
  summary: "The caller's permission names.",
  tags: ['Auth'],
  access: signedIn,
  response: z.array(z.string()),
  success: 200,
  allowDuringReset: true,
});

import { z } from 'zod';
import { endpoint, publicAccess, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { P } from '../permissions.ts';
import { tenants } from '../statuses.ts';
import { singleLine } from '../text.ts';
import { adminChange } from './admin-changes.ts';
import { codeNeededAnswer, setupAnswer, tokenAnswer } from './auth.ts';

/** The bank whose directory signs its staff in (`DBI`, `EAB`). */
export const tenantParams = z.object({ tenant: z.enum(tenants) });

/** Where the browser goes to sign in at the directory. */
export const startAnswer = z.object({ authorizationUrl: z.string() });

/**
 * What the directory sent back to the console's sign-in page, passed on as it came. The
 * directory's own refusal (`error`) is answered 401 like any other failed sign-in.
 */
export const callbackQuery = z.object({
  code: singleLine().max(2000).optional(),
  state: singleLine().max(200).optional(),
  iss: singleLine().max(500).optional(),
  session_state: singleLine().max(500).optional(),
  error: singleLine().max(200).optional(),
  error_description: singleLine().max(1000).optional(),
});

/** A directory sign-in that still needs our authenticator: its ticket goes with the code. */
export const ticketField = { ticket: z.string() };
export const directoryCodeNeeded = codeNeededAnswer.extend(ticketField);
export const directorySetup = setupAnswer.extend(ticketField);

export const directoryStart = endpoint({
  method: 'GET',
  path: 'auth/oidc/:tenant/start',
  summary: "Starts a sign-in through the bank's directory (OpenID Connect).",
  description:
    'Answers the directory address to send the browser to: an authorization code request with ' +
    'PKCE, its state and nonce kept by the server for ten minutes and good once. 404 when the bank ' +
    'has no directory configured.',
  tags: ['Auth'],
  access: publicAccess,
  params: tenantParams,
  response: startAnswer,
  errors: [404, 429],
  success: 200,
});

export const directoryCallback = endpoint({
  method: 'GET',
  path: 'auth/oidc/:tenant/callback',
  summary: "Completes a sign-in through the bank's directory.",
  description:
    'The code is exchanged at the directory and its ID token checked (issuer, audience, nonce). ' +
    '200 { token } when signed in; 202 { message, ticket } when our authenticator code is still ' +
    'needed (the directory did not report a second factor); 203 { qrCode, manualEntryKey, ticket } ' +
    'when the authenticator is not set up yet. 403 when no mapping of the directory groups grants ' +
    'access yet (the person waits in the administrators\u2019 list). A state that is unknown, used ' +
    'or expired, and any refusal of the directory, answer 401.',
  tags: ['Auth'],
  access: publicAccess,
  params: tenantParams,
  query: callbackQuery,
  response: tokenAnswer,
  otherResponses: { 202: directoryCodeNeeded, 203: directorySetup },
  errors: [401, 403, 404, 429],
  success: 200,
});

export const directoryCode = endpoint({
  method: 'POST',
  path: 'auth/oidc/:tenant/code',
  summary: 'Finishes a directory sign-in with the authenticator code.',
  description:
    'The ticket of a 202 or 203 callback answer and a code of the authenticator: 200 { token }. ' +
    'A wrong code counts toward the lockout; an unknown, used or expired ticket answers 401.',
  tags: ['Auth'],
  access: publicAccess,
  params: tenantParams,
  body: z.object({
    ticket: singleLine().min(1).max(200),
    totp: singleLine().regex(/^\d{6}$/, messages.totpSixDigits),
  }),
  response: tokenAnswer,
  errors: [401, 404, 429],
  success: 200,
});

export const directoryBackchannelLogout = endpoint({
  method: 'POST',
  path: 'auth/oidc/:tenant/backchannel-logout',
  summary: 'The directory ends sessions here (OpenID Connect back-channel logout).',
  description:
    'The directory posts a form with `logout_token`: a JWT signed by the issuer\u2019s keys, for ' +
    'this console (audience), with the back-channel logout event, a `sid` or `sub`, no nonce, ' +
    'issued within the last five minutes. Every session here that the directory opened for that ' +
    'session (`sid`) or person (`sub`) ends: 200. A token that fails any check answers 400 and ' +
    'ends nothing.',
  tags: ['Auth'],
  access: publicAccess,
  params: tenantParams,
  bodyKind: 'form',
  body: z.object({ logout_token: singleLine().min(1).max(10_000) }),
  errors: [400, 404, 429, 503],
  success: 200,
});

/** A directory group's access in one organization, as the security centre lists it. */
export const directoryMapping = z.object({
  id: z.string(),
  rowVersion: z.number().int(),
  tenant: z.enum(tenants),
  groupName: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  branchId: z.string(),
  branchName: z.string(),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type DirectoryMapping = z.infer<typeof directoryMapping>;

/** What a new or changed mapping asks for: the group, and the roles and branch it gives. */
export const directoryMappingInput = z.object({
  tenant: z.enum(tenants),
  groupName: singleLine().trim().min(1, messages.directoryGroupRequired).max(300),
  organizationId: z.uuid(),
  branchId: z.uuid(),
  roleIds: z.array(z.uuid()).min(1, messages.directoryRolesRequired).max(50),
});
export type DirectoryMappingInput = z.infer<typeof directoryMappingInput>;

export const mappingParams = z.object({ id: z.uuid({ error: messages.notFound }) });

export const listDirectoryMappings = endpoint({
  method: 'GET',
  path: 'Security/DirectoryMappings',
  summary: 'The directory groups mapped to roles and branches, in the caller\u2019s organizations.',
  tags: ['Security'],
  access: requires(P.ViewSessions),
  response: z.array(directoryMapping),
  success: 200,
});

export const proposeDirectoryMapping = endpoint({
  method: 'POST',
  path: 'Security/DirectoryMappings',
  summary: 'Asks for a new mapping of a directory group: a pending administration change.',
  description:
    'Answers 202 with the pending change (kind DirectoryMapping), which a second holder of ' +
    'security.approve_changes approves; the maker never does. The organization must be the ' +
    'caller\u2019s, the branch of that organization, the roles live; one mapping per group and organization.',
  tags: ['Security'],
  access: requires(P.EditSecurityPolicies),
  body: directoryMappingInput,
  response: adminChange,
  errors: [409],
  success: 202,
});

export const changeDirectoryMapping = endpoint({
  method: 'PUT',
  path: 'Security/DirectoryMappings/:id',
  summary: 'Asks for a change of a directory mapping: a pending administration change.',
  description:
    'As a new mapping, for the mapping read at `rowVersion`: a later change of it makes the ' +
    'request stale at approval (409).',
  tags: ['Security'],
  access: requires(P.EditSecurityPolicies),
  params: mappingParams,
  body: directoryMappingInput.extend({ rowVersion: z.number().int().min(1) }),
  response: adminChange,
  errors: [409],
  success: 202,
});

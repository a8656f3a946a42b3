import { z } from 'zod';
import { userStatusFilter } from '../statuses.ts';
import { endpoint, requires, signedIn } from '../endpoint.ts';
import { LANGUAGES } from '../languages.ts';
import { messages } from '../messages.ts';
import { baseRecord, paged, pagingQuery, sortQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { filterText, singleLine } from '../text.ts';
import { adminChange } from './admin-changes.ts';

const id = z.uuid({ error: messages.notFound });
export const idParams = z.object({ id });

/**
 * The rowVersion of the record as the client read it (one rule for every update): a stale one
 * answers 409 and changes nothing.
 */
export const rowVersion = z
  .number({ error: messages.rowVersionRequired })
  .int(messages.rowVersionRequired)
  .min(0, messages.rowVersionRequired);
const versioned = z.object({ rowVersion });

export const roleRef = z.object({ id: z.string(), name: z.string() });

/** User (spec 2 §3). `mfa` tells whether two-factor set-up is complete. */
export const user = z.object({
  ...baseRecord,
  userName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  roles: z.array(roleRef),
  mfa: z.boolean(),
  isActive: z.boolean(),
  isMerchant: z.boolean(),
  isSUDO: z.boolean(),
  resetPassword: z.boolean(),
  branchCode: z.string().nullable(),
  /** The change of this user waiting for a second person's approval, if any. */
  pendingChangeId: z.string().nullable(),
});
export type User = z.infer<typeof user>;

/** Four eyes: a change that grants access answers 202 with the pending change, applied on approval. */
const sentForApproval =
  'Sent for approval (202 with the pending change): applied when a second person approves it.';

const phone = singleLine({ error: messages.phoneRequired })
  .trim()
  .min(1, messages.phoneRequired)
  .max(20)
  .regex(/^\+?[0-9 ]+$/, messages.phoneDigitsOnly);
const email = z
  .union([z.literal(''), z.email(messages.emailInvalid).max(200)])
  .optional()
  .nullable();

/**
 * Marks a new password in the OpenAPI document, where the server puts its configured policy
 * (PASSWORD_MIN_LENGTH and the maximum) in place of the mark: the contract cannot know them.
 * The schema itself only refuses blanks, so the server's policy message is the one users see.
 */
export const PASSWORD_POLICY = 'x-password-policy';

export const createUserBody = z.object({
  userName: singleLine({ error: messages.usernameRequired })
    .trim()
    .min(1, messages.usernameRequired)
    .max(50)
    .regex(/^[A-Za-z0-9._-]+$/, messages.usernameCharacters),
  password: singleLine({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(128)
    .meta({ [PASSWORD_POLICY]: true }),
  phone,
  email,
  roles: z.array(z.uuid()).max(50).default([]),
});
export type CreateUserBody = z.input<typeof createUserBody>;

export const updateUserBody = z.object({ phone, email, rowVersion });

export { userStatusFilter } from '../statuses.ts';

export const listUsers = endpoint({
  method: 'GET',
  path: 'AppUsers',
  summary: 'Users, paged, with filters.',
  tags: ['Users'],
  access: requires(P.ListUsers),
  query: z.object({
    ...pagingQuery,
    userName: filterText(100),
    email: filterText(200),
    phone: filterText(20),
    role: z.uuid().optional(),
    status: z.enum(userStatusFilter).optional(),
    sort: sortQuery(['userName', 'email', 'phone', 'createdAt', 'isActive']),
  }),
  response: paged(user),
  success: 200,
});

export const getUser = endpoint({
  method: 'GET',
  path: 'AppUsers/:id',
  summary: 'One user.',
  tags: ['Users'],
  access: requires(P.ListUsers),
  params: idParams,
  response: user,
  success: 200,
});

export const createUser = endpoint({
  method: 'POST',
  path: 'AppUsers',
  summary: 'Asks to register a user with a password and roles; two-factor set-up happens at first sign-in.',
  description: sentForApproval,
  tags: ['Users'],
  access: requires(P.RegisterUser),
  body: createUserBody,
  response: adminChange,
  // 409: the user name is taken.
  errors: [409],
  success: 202,
});

export const updateUser = endpoint({
  method: 'PUT',
  path: 'AppUsers/:id',
  summary: 'Edits phone and email; the user name cannot change. A stale rowVersion answers 409.',
  tags: ['Users'],
  access: requires(P.EditUser),
  params: idParams,
  body: updateUserBody,
  success: 204,
});

export const changeUserStatus = endpoint({
  method: 'PUT',
  path: 'AppUsers/:id/ChangeStatus',
  summary: "Deactivates a user at once (204; the user's sessions end), or asks to activate one (202).",
  description: `A stale rowVersion answers 409. Activation grants access: ${sentForApproval}`,
  tags: ['Users'],
  access: requires(P.ChangeUserStatus),
  params: idParams,
  body: z.object({ isActive: z.boolean(), rowVersion }),
  otherResponses: { 202: adminChange },
  success: 204,
});

export const changePasswordBody = z.object({
  oldPassword: singleLine().max(256).optional().nullable(),
  newPassword: singleLine({ error: messages.newPasswordRequired })
    .min(1, messages.newPasswordRequired)
    .max(256)
    .meta({ [PASSWORD_POLICY]: true }),
  repeatNewPassword: singleLine({ error: messages.repeatPasswordRequired })
    .min(1, messages.repeatPasswordRequired)
    .max(256),
  isResetting: z.boolean().default(false),
  rowVersion: rowVersion.optional(),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const changePassword = endpoint({
  method: 'PUT',
  path: 'AppUsers/:id/ChangePassword',
  summary: 'Changes a password.',
  description:
    'For oneself the old password is required (isResetting true on the forced reset screen); it clears the ' +
    "reset flag. An administrator holding user.change_password sets another user's password without the old " +
    'one; that user must then choose a new one at next sign-in, and the rowVersion the administrator read is ' +
    'required (a stale one answers 409). Oneself proves the change with the old password and may omit ' +
    "rowVersion (204). Either way the user's sessions end. Another user's password: " +
    sentForApproval,
  tags: ['Users'],
  access: signedIn,
  params: idParams,
  body: changePasswordBody,
  otherResponses: { 202: adminChange },
  success: 204,
  allowDuringReset: true,
});

export const resetTwoFactor = endpoint({
  method: 'PUT',
  path: 'AppUsers/:id/ResetTwoFactor',
  summary:
    "Clears a user's authenticator (a lost phone): the next sign-in sets it up again from a new QR code.",
  description: `On approval the user's sessions end. A stale rowVersion answers 409. ${sentForApproval}`,
  tags: ['Users'],
  access: requires(P.ChangePassword),
  params: idParams,
  body: versioned,
  response: adminChange,
  success: 202,
});

export const assignRoles = endpoint({
  method: 'PUT',
  path: 'AppUsers/:id/AssignRoles',
  summary: "Asks to add roles to a user; on approval the user's sessions end so the new permissions apply.",
  description: `rowVersion is the user's, as read; a stale one answers 409. ${sentForApproval}`,
  tags: ['Users'],
  access: requires(P.ManageUserRoles),
  params: idParams,
  body: z.object({
    roles: z
      .array(z.uuid({ error: messages.selectRole }), { error: messages.selectRole })
      .min(1, messages.selectRole)
      .max(50),
    rowVersion,
  }),
  response: adminChange,
  success: 202,
});

export const removeRole = endpoint({
  method: 'PUT',
  path: 'AppUsers/:id/RemoveRole',
  summary: "Removes one role from a user; the user's sessions end.",
  description: "rowVersion is the user's, as read; a stale one answers 409.",
  tags: ['Users'],
  access: requires(P.ManageUserRoles),
  params: idParams,
  body: z.object({ roleId: z.uuid(), rowVersion }),
  success: 204,
});

export const userLookup = endpoint({
  method: 'GET',
  path: 'AppUsers/LookUp',
  summary: 'User names for pickers.',
  tags: ['Users'],
  access: requires([P.ListUsers, P.ViewActivityReport, P.ViewDashboard]),
  response: z.array(z.object({ id: z.string(), userName: z.string() })),
  success: 200,
});

export const userExists = endpoint({
  method: 'GET',
  path: 'AppUsers/Exists',
  summary: 'Whether a user name is taken (a merchant code has a user account).',
  tags: ['Users'],
  access: requires([P.ListUsers, P.ListMerchants, P.RegisterUser]),
  query: z.object({ userName: singleLine().trim().min(1, messages.usernameRequired).max(50) }),
  response: z.object({ exists: z.boolean() }),
  success: 200,
});

export const branchMapping = z.object({
  id: z.string(),
  rowVersion: z.number().int(),
  userId: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  branchId: z.string(),
  branchName: z.string(),
  branchCode: z.string(),
});
export type BranchMapping = z.infer<typeof branchMapping>;

const mappingFields = {
  organizationId: z.uuid({ error: messages.organizationRequired }),
  branchId: z.uuid({ error: messages.branchRequired }),
};

export const userBranches = endpoint({
  method: 'GET',
  path: 'AppUsers/:id/Branches',
  summary: "A user's branch mappings.",
  tags: ['Users'],
  access: requires([P.RegisterUser, P.ListUsers]),
  params: idParams,
  response: z.array(branchMapping),
  success: 200,
});

export const createBranchMapping = endpoint({
  method: 'POST',
  path: 'AppUsers/Branches',
  summary: 'Asks to attach a user to a branch of an organization (one branch per organization).',
  description: sentForApproval,
  tags: ['Users'],
  access: requires(P.RegisterUser),
  body: z.object({ userId: z.uuid(), ...mappingFields }),
  response: adminChange,
  // 409: the user already has a branch in that organization.
  errors: [409],
  success: 202,
});

export const updateBranchMapping = endpoint({
  method: 'PUT',
  path: 'AppUsers/Branches/:id',
  summary: 'Asks to move a mapping to another branch.',
  description: `A stale rowVersion answers 409. ${sentForApproval}`,
  tags: ['Users'],
  access: requires(P.RegisterUser),
  params: idParams,
  body: z.object({ ...mappingFields, rowVersion }),
  response: adminChange,
  success: 202,
});

export const deleteBranchMapping = endpoint({
  method: 'DELETE',
  path: 'AppUsers/Branches/:id',
  summary: 'Removes a branch mapping at once (removing access does not wait).',
  tags: ['Users'],
  access: requires(P.RegisterUser),
  params: idParams,
  success: 204,
});

export const viewAs = endpoint({
  method: 'POST',
  path: 'AppUsers/ViewAs',
  summary: 'A read-only token for the chosen user, carrying the administrator as the actor.',
  description:
    'The session can read what the chosen user may read and change nothing; every call is audited with both names.',
  tags: ['Users'],
  access: requires(P.ViewAsUser),
  body: z.object({ userId: z.uuid() }),
  response: z.object({ token: z.string() }),
  success: 200,
  allowWhileViewingAs: false,
});

export const setOwnLanguage = endpoint({
  method: 'PUT',
  path: 'AppUsers/Language',
  summary: "Keeps the caller's language (en, so or ar), so the console speaks it on any computer.",
  description:
    'The tokens issued from then on carry it as the `language` claim, and the web applies it at sign-in. ' +
    'During view-as nothing may change (403).',
  tags: ['Users'],
  access: signedIn,
  body: z.object({ language: z.enum(LANGUAGES, { error: messages.languageUnknown }) }),
  success: 204,
  allowDuringReset: true,
});

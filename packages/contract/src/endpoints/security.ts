import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { paged, pagingQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { filterText, singleLine } from '../text.ts';
import { adminChange } from './admin-changes.ts';
import { idParams } from './users.ts';

/** A session live now: who, from where, with which browser, since when. */
export const session = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  /** The administrator behind a view-as session; null for the user's own. */
  actorName: z.string().nullable(),
  address: z.string().nullable(),
  /** The browser's User-Agent at sign-in. */
  userAgent: z.string().nullable(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
});
export type Session = z.infer<typeof session>;

/** An account locked by failed sign-ins, until `lockedUntil`. */
export const lockout = z.object({
  userId: z.string(),
  userName: z.string(),
  lockedUntil: z.string(),
});
export type Lockout = z.infer<typeof lockout>;

/** A refused sign-in: the name tried (maybe no user's), the address and the reason. */
export const failedSignIn = z.object({
  id: z.string(),
  userName: z.string(),
  address: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type FailedSignIn = z.infer<typeof failedSignIn>;

const bounded = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** The security policies, with their bounds: the same words on the form and from the server. */
export const policiesInput = z.object({
  passwordMinLength: bounded(8, 64, messages.passwordMinLengthRange),
  lockoutAttempts: bounded(3, 20, messages.lockoutAttemptsRange),
  lockoutMinutes: bounded(1, 1440, messages.lockoutMinutesRange),
  idleMinutes: bounded(1, 120, messages.idleMinutesRange),
  sessionHours: bounded(1, 24, messages.sessionHoursRange),
  // Note: PCI DSS 4.0.1 8.2.6 disables accounts inactive for 90 days at most; below 30 the
  // notice a week before would come too soon after a holiday.
  dormantDays: bounded(30, 90, messages.dormantDaysRange),
  accessReviewMonths: bounded(1, 12, messages.accessReviewMonthsRange),
});
export type PoliciesInput = z.infer<typeof policiesInput>;

export const policies = z.object({
  passwordMinLength: z.number().int(),
  lockoutAttempts: z.number().int(),
  lockoutMinutes: z.number().int(),
  idleMinutes: z.number().int(),
  sessionHours: z.number().int(),
  /** A staff account with no sign-in for this many days is deactivated by the upkeep. */
  dormantDays: z.number().int(),
  /** Every this many months each staff user's roles and branch mappings are reviewed. */
  accessReviewMonths: z.number().int(),
  /** Who approved the change in force, and when; null while the configured defaults apply. */
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Policies = z.infer<typeof policies>;

export const allowedNetworks = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  /** CIDR networks, IPv4 or IPv6; empty allows any address. */
  networks: z.array(z.string()),
});
export type AllowedNetworks = z.infer<typeof allowedNetworks>;

const rangeFields = {
  startDate: z.iso.datetime({ offset: true }).optional(),
  endDate: z.iso.datetime({ offset: true }).optional(),
};

export const listSessions = endpoint({
  method: 'GET',
  path: 'Security/Sessions',
  summary: 'The sessions live now, most recently active first, filtered by user name.',
  description:
    'Holders of "organization.all" see every session; others see the sessions of users mapped to their ' +
    'organizations.',
  tags: ['Security'],
  access: requires(P.ViewSessions),
  query: z.object({ ...pagingQuery, userName: filterText(50) }),
  response: paged(session),
  success: 200,
});

export const endSession = endpoint({
  method: 'DELETE',
  path: 'Security/Sessions/:id',
  summary: 'Ends one session at once: its next request, on any server, gets 401. Audited.',
  description: 'Ending a session removes access, so it needs no second person.',
  tags: ['Security'],
  access: requires(P.EndSessions),
  params: z.object({ id: z.uuid({ error: messages.sessionNotFound }) }),
  success: 204,
});

export const endUserSessions = endpoint({
  method: 'POST',
  path: 'Security/Sessions/EndAll',
  summary: 'Ends every live session of a user at once. Audited.',
  tags: ['Security'],
  access: requires(P.EndSessions),
  body: z.object({ userId: z.uuid({ error: messages.notFound }) }),
  success: 204,
});

export const listLockouts = endpoint({
  method: 'GET',
  path: 'Security/Lockouts',
  summary: 'Accounts locked now by failed sign-ins, the latest lock first.',
  description: 'Same scope as Security/Sessions.',
  tags: ['Security'],
  access: requires(P.ViewSessions),
  query: z.object({ ...pagingQuery, userName: filterText(50) }),
  response: paged(lockout),
  success: 200,
});

export const unlockUser = endpoint({
  method: 'POST',
  path: 'Security/Lockouts/:id/Unlock',
  summary: 'Asks to unlock a locked account: a pending change a second person approves (202).',
  description:
    'Unlocking grants access back, so it goes through four eyes. An account not locked is refused (400).',
  tags: ['Security'],
  access: requires(P.UnlockUsers),
  params: idParams,
  response: adminChange,
  success: 202,
});

export const listFailedSignIns = endpoint({
  method: 'GET',
  path: 'Security/FailedSignIns',
  summary: 'Refused sign-ins, newest first, filtered by the name tried, the address and a time range.',
  description: 'Sign-ins belong to no organization: listed to holders of "organization.all" only.',
  tags: ['Security'],
  access: requires(P.ViewSessions),
  query: z
    .object({ ...pagingQuery, ...rangeFields, userName: filterText(50), address: filterText(50) })
    .superRefine((q, ctx) => {
      if (q.startDate && q.endDate && Date.parse(q.endDate) < Date.parse(q.startDate))
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: messages.rangeEndBeforeStart });
    }),
  response: paged(failedSignIn),
  success: 200,
});

export const getPolicies = endpoint({
  method: 'GET',
  path: 'Security/Policies',
  summary: 'The security policies in force, with who changed them when.',
  tags: ['Security'],
  access: requires([P.ViewSessions, P.EditSecurityPolicies]),
  response: policies,
  success: 200,
});

export const changePolicies = endpoint({
  method: 'PUT',
  path: 'Security/Policies',
  summary: 'Asks to change the security policies: a pending change a second person approves (202).',
  description:
    'Every process applies an approved change within a few seconds (the policies are cached briefly). ' +
    'Sessions follow the new idle and absolute limits; new passwords the new minimum length.',
  tags: ['Security'],
  access: requires(P.EditSecurityPolicies),
  body: policiesInput,
  response: adminChange,
  success: 202,
});

export const getAllowedNetworks = endpoint({
  method: 'GET',
  path: 'Organizations/:id/AllowedNetworks',
  summary: "The networks an organization's staff may sign in and work from; empty allows any.",
  tags: ['Security'],
  access: requires([P.ViewSessions, P.EditAllowedNetworks]),
  params: idParams,
  response: allowedNetworks,
  success: 200,
});

export const changeAllowedNetworks = endpoint({
  method: 'PUT',
  path: 'Organizations/:id/AllowedNetworks',
  summary:
    "Asks to change an organization's allowed networks: a pending change a second person approves (202).",
  description:
    'Each entry is a CIDR network (IPv4 or IPv6); one that does not parse is refused (400). A list that ' +
    "leaves out the caller's own address, when the caller works in this organization, is refused (400). " +
    'A user mapped to several organizations must be inside the list of every one of them.',
  tags: ['Security'],
  access: requires(P.EditAllowedNetworks),
  params: idParams,
  body: z.object({
    networks: z.array(singleLine().trim().min(1).max(50)).max(100, messages.tooManyNetworks),
  }),
  response: adminChange,
  success: 202,
});

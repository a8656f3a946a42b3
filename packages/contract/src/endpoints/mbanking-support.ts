import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { paged, pagingQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { requiredText, singleLine } from '../text.ts';
import { mobileNumber } from './customers.ts';

/** A DahabPlus user id as the core issues them; anything else cannot name a user. */
export const mbankingUserId = singleLine({ error: messages.mbankingUserIdRequired })
  .trim()
  .min(1, { error: messages.mbankingUserIdRequired, abort: true })
  .max(40)
  .regex(/^[A-Za-z0-9._-]+$/, messages.mbankingUserIdInvalid);

/** The channels an OTP can be resent through (spec 2 §3, OTP channel option). */
export const otpChannels = ['SMS', 'Email', 'WhatsApp'] as const;
export type OtpChannel = (typeof otpChannels)[number];

export const userLookup = endpoint({
  method: 'GET',
  path: 'MBankingSupport/UserLookup/:org/:phone',
  summary: 'The DahabPlus user registered with this phone in an organization (lookup result: name, userId).',
  tags: ['Mobile-banking support'],
  access: requires(P.ViewMbankingUserInfo),
  params: z.object({ org: z.uuid({ error: messages.organizationRequired }), phone: mobileNumber }),
  response: z.object({ name: z.string(), userId: z.string() }),
  operationId: 'mobileBankingUserLookup',
  reachesCore: true,
  success: 200,
});

export const mbankingTransaction = z.object({
  id: z.string(),
  createdOn: z.string(),
  from: z.string(),
  to: z.string(),
  transferType: z.string(),
  /** Exact decimal, e.g. "125.50". */
  amount: z.string(),
  currency: z.string(),
});
export type MbankingTransaction = z.infer<typeof mbankingTransaction>;

export const userInfoResponse = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  info: z.object({
    userId: z.string(),
    fullName: z.string(),
    email: z.string().nullable(),
    isEmailVerified: z.boolean(),
    whatsApp: z.string().nullable(),
    isWhatsappVerified: z.boolean(),
  }),
  /** Null while the user is not blocked. */
  isBlocked: z
    .object({ reason: z.string().nullable(), blockedBy: z.string().nullable(), blockedOn: z.string() })
    .nullable(),
  transactions: paged(mbankingTransaction),
  linkedAccounts: z.array(
    z.object({ entity: z.string(), type: z.string(), currency: z.string(), accountNo: z.string() }),
  ),
  pendingOtp: z.array(z.object({ platform: z.string(), createdAt: z.string() })),
});
export type UserInfo = z.infer<typeof userInfoResponse>;

export const userInfo = endpoint({
  method: 'GET',
  path: 'MBankingSupport/UserInfo/:userId',
  summary: 'A DahabPlus user: info, block state, recent transactions (paged), linked accounts, pending OTPs.',
  description:
    "The front end's getDahabPlusUserInfo/{userId}. `page` and `size` page the transactions, newest first.",
  tags: ['Mobile-banking support'],
  access: requires(P.ViewMbankingUserInfo),
  params: z.object({ userId: mbankingUserId }),
  query: z.object({ ...pagingQuery }),
  response: userInfoResponse,
  reachesCore: true,
  success: 200,
});

const done = z.object({ message: z.string() });

export const blockUser = endpoint({
  method: 'POST',
  path: 'MBankingSupport/BlockUser',
  summary: 'Blocks a DahabPlus user; refused (400) when the user is blocked already.',
  tags: ['Mobile-banking support'],
  access: requires(P.BlockMbankingUser),
  body: z.object({
    userId: mbankingUserId,
    reason: requiredText(messages.blockReasonRequired, 300),
  }),
  response: done,
  reachesCore: true,
  success: 200,
});

export const unblockUser = endpoint({
  method: 'POST',
  path: 'MBankingSupport/UnblockUser',
  summary: 'Unblocks a DahabPlus user; refused (400) when the user is not blocked.',
  description: "The front end's unblockDahabPlusUser.",
  tags: ['Mobile-banking support'],
  access: requires(P.UnblockMbankingUser),
  body: z.object({ userId: mbankingUserId }),
  response: done,
  reachesCore: true,
  success: 200,
});

export const otpChannelOption = z.object({ channel: z.enum(otpChannels), value: z.string() });
export type OtpChannelOption = z.infer<typeof otpChannelOption>;

export const userOtpChannels = endpoint({
  method: 'GET',
  path: 'MBankingSupport/OtpChannels/:userId',
  summary: "Where a DahabPlus user's OTP can be resent: the phone by SMS, and a verified email or WhatsApp.",
  description:
    "The front end's getUserOtpChannels/{userId}. Note: an unverified email or WhatsApp number is not offered: a code must not go where the customer has not proved they can read.",
  tags: ['Mobile-banking support'],
  access: requires(P.ListOtpChannels),
  params: z.object({ userId: mbankingUserId }),
  response: z.array(otpChannelOption),
  reachesCore: true,
  success: 200,
});

export const resendOtp = endpoint({
  method: 'POST',
  path: 'MBankingSupport/ResendOtp',
  summary: "Resends the user's latest pending OTP through one of their channels.",
  description:
    "The front end's resendDahabPlusOtp. `to` must be the value of that channel; refused (400) when the user has no pending OTP.",
  tags: ['Mobile-banking support'],
  access: requires(P.ResendDahabPlusOtp),
  body: z.object({
    userId: mbankingUserId,
    channel: z.enum(otpChannels, { error: messages.otpChannelRequired }),
    to: requiredText(messages.otpChannelRequired, 200),
  }),
  response: done,
  reachesCore: true,
  success: 200,
});

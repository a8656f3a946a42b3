import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { P } from '../permissions.ts';
import { singleLine } from '../text.ts';

/** What an OTP is for; a code sent for one operation is refused for any other. */
export const otpOperations = [
  'NewApplication',
  'AccountRequest',
  'ResetPin',
  'LinkAccount',
  'ResetCardPin',
  'ResetCardCounter',
] as const;
export type OtpOperation = (typeof otpOperations)[number];

/** OTPs are valid 5 minutes, single use, void after 5 wrong tries. */
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_TRIES = 5;

export const sendOtp = endpoint({
  method: 'POST',
  path: 'Applications/SendOtp',
  summary: "Sends a 6-digit OTP by SMS to the customer's phone for one operation.",
  description:
    `The code is valid ${OTP_TTL_MS / 60_000} minutes, used once, void after ${OTP_MAX_TRIES} wrong tries, and bound to the organization, the ` +
    'phone, the operation and (when given) the core customer id. The caller needs the permission of the operation.',
  tags: ['OTP'],
  access: requires([P.AddApplication, P.ResetPin, P.LinkToDahabPlus, P.ResetCardPIN, P.ResetCardCounter]),
  body: z.object({
    organizationId: z.uuid({ error: messages.orgOrPhoneMissing }),
    phone: singleLine({ error: messages.phoneUnavailableForOtp })
      .trim()
      .min(1, { error: messages.phoneUnavailableForOtp, abort: true })
      .max(20)
      .regex(/^\+?\d+$/, messages.mobileDigitsOnly),
    operation: z.enum(otpOperations),
    customerId: singleLine().max(40).optional().nullable(),
  }),
  response: z.object({ sentTo: z.string(), expiresAt: z.string() }),
  reachesCore: true,
  // Too many codes sent to one phone within a while.
  errors: [429],
  success: 200,
});

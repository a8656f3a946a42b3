import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { P } from '../permissions.ts';
import { requiredText, singleLine } from '../text.ts';
import { mobileNumber, otpField, stepUpCode } from './customers.ts';

const orgId = z.uuid({ error: messages.orgOrPhoneMissing });
/** An account number: letters, digits and dashes (spec 2 §5: 'Account number is required'). */
export const accountNumber = singleLine({ error: messages.accountNumberRequired })
  .trim()
  .min(1, { error: messages.accountNumberRequired, abort: true })
  .max(30)
  .regex(/^[A-Za-z0-9-]+$/, messages.accountNumberRequired);
const accountNo = accountNumber;
const accountType = requiredText(messages.accountTypeRequired, 20);
/** The phone of a card or PIN operation: without it nothing can be sent (spec 2 §5). */
const phone = singleLine({ error: messages.orgOrPhoneMissing })
  .trim()
  .min(1, { error: messages.orgOrPhoneMissing, abort: true })
  .max(20)
  .regex(/^\+?\d+$/, messages.mobileDigitsOnly);

/**
 * A money amount as an exact decimal string (at most two decimals, never a float): required with
 * `required`, at least 1 with `positive` (spec 2 §5: 'Limit must be positive'). A number below 1
 * gets `positive` whatever its sign or decimals: `-5` breaks the minimum before the format.
 */
export const decimalAmount = (required: string, positive: string) =>
  singleLine({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((v) => !isBelowOne(v), { error: positive, abort: true })
    .regex(/^\d{1,12}(\.\d{1,2})?$/, messages.amountFormat);

/** A signed decimal of any precision whose value is below 1: negative, or a zero whole part. */
function isBelowOne(v: string): boolean {
  const number = /^(-?)(\d*)(?:\.\d*)?$/.exec(v);
  if (!number || !/\d/.test(v)) return false;
  const [, sign, whole = ''] = number;
  return sign === '-' || !/[1-9]/.test(whole);
}

/** Compares two decimal strings of the shape above exactly (no float): -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const cents = (v: string) => {
    const [whole = '0', frac = ''] = v.split('.');
    return BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
  };
  const x = cents(a);
  const y = cents(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

const done = z.object({ message: z.string() });

export const linkAccount = endpoint({
  method: 'POST',
  path: 'Accounts/Link',
  summary: 'Links an account to DahabPlus (mobile banking); needs the OTP sent for LinkAccount.',
  description:
    'The OTP goes to the phone of the account (operation LinkAccount). A closed or blocked account, or one ' +
    'already linked, is refused with 400. Answers "Account linked successfully!".',
  tags: ['Accounts'],
  access: requires(P.LinkToDahabPlus),
  body: z.object({ organizationId: orgId, accountType, accountNo, mobile: mobileNumber, oTP: otpField }),
  response: done,
  reachesCore: true,
  // A sanctions screening hit on the account's holder holds it.
  errors: [409],
  success: 200,
});

export const deLinkAccount = endpoint({
  method: 'POST',
  path: 'Accounts/DeLink',
  summary: 'Removes an account from DahabPlus.',
  tags: ['Accounts'],
  access: requires(P.DeLinkFromDahabPlus),
  body: z.object({ organizationId: orgId, accountType, accountNo, mobile: mobileNumber }),
  response: done,
  reachesCore: true,
  success: 200,
});

export const accountLimit = z.object({
  /** The current daily limit, an exact decimal; null when none is set. */
  limit: z.string().nullable(),
  currency: z.string(),
  /** The highest daily limit the organization allows in this currency. */
  maxLimit: z.string(),
});
export type AccountLimit = z.infer<typeof accountLimit>;

export const getLimit = endpoint({
  method: 'GET',
  path: 'Accounts/GetLimit/:org/:phone/:account/:accountType',
  summary:
    "The DahabPlus daily limit of a linked account (spec 2's account limit {orgName}/{phone}/{account}/{accountType}).",
  tags: ['Accounts'],
  access: requires(P.SetAccountDahabPlusLimit),
  params: z.object({ org: orgId, phone: mobileNumber, account: accountNo, accountType }),
  response: accountLimit,
  reachesCore: true,
  success: 200,
});

export const setLimitBody = z.object({
  orgId,
  accountNo,
  mobile: mobileNumber,
  accountType,
  limit: decimalAmount(messages.dailyLimitRequired, messages.limitPositive),
});
export type SetLimitBody = z.input<typeof setLimitBody>;

export const setLimit = endpoint({
  method: 'POST',
  path: 'Accounts/SetLimit',
  summary: 'Sets the DahabPlus daily limit of a linked account.',
  description:
    'limit is a decimal string with at most two decimals, at least 1 and at most the bound the organization ' +
    'sets in the account currency (the sandbox core: 10,000 USD or its equivalent).',
  tags: ['Accounts'],
  access: requires(P.SetAccountDahabPlusLimit),
  body: setLimitBody,
  reachesCore: true,
  success: 204,
});

export const physicalCard = z.object({
  /** An opaque token (the card number sealed by the server); the full number never leaves the core. */
  id: z.string(),
  /** At most the first six and last four digits. */
  cardNumber: z.string(),
  cardHolder: z.string(),
  product: z.string(),
  ccy: z.string(),
  creationDate: z.string(),
});
export type PhysicalCard = z.infer<typeof physicalCard>;

export const listCards = endpoint({
  method: 'GET',
  path: 'Accounts/Cards/:org/:account',
  summary: "An account's physical cards (spec 2's accountPhysicalCards/{orgName}/{account}).",
  tags: ['Accounts'],
  access: requires(P.ListAccountCards),
  params: z.object({ org: orgId, account: accountNo }),
  response: z.array(physicalCard),
  reachesCore: true,
  success: 200,
});

/** The card id is the opaque token of the cards list; anything else names no card. */
export const cardToken = singleLine({ error: messages.cardRequired })
  .trim()
  .min(1, { error: messages.cardRequired, abort: true })
  .max(200)
  .regex(/^[A-Za-z0-9._-]+$/, messages.cardNotFound);

export const cardPinBody = z.object({
  orgId,
  accountNo,
  encryptedCardNo: cardToken,
  mobile: phone,
  oTP: otpField,
  /** The staff member's own fresh authenticator code (step-up). */
  totp: stepUpCode,
});
export type CardPinBody = z.input<typeof cardPinBody>;

const STEP_UP =
  ' Step-up: totp is the caller’s own current authenticator code, refused when already used (also at sign-in).';

export const resetCardPin = endpoint({
  method: 'POST',
  path: 'Accounts/Cards/ResetPin',
  summary: "Resets a physical card's PIN; needs the OTP sent for ResetCardPin and the caller's own code.",
  description: 'The OTP goes to the phone of the account (operation ResetCardPin).' + STEP_UP,
  tags: ['Accounts'],
  access: requires(P.ResetCardPIN),
  body: cardPinBody,
  response: done,
  reachesCore: true,
  success: 200,
});

export const resetPinCounter = endpoint({
  method: 'POST',
  path: 'Accounts/Cards/ResetPinCounter',
  summary:
    "Resets a physical card's wrong-PIN counter; needs the OTP sent for ResetCardCounter and the caller's own code.",
  description: 'The OTP goes to the phone of the account (operation ResetCardCounter).' + STEP_UP,
  tags: ['Accounts'],
  access: requires(P.ResetCardCounter),
  body: cardPinBody,
  response: done,
  reachesCore: true,
  success: 200,
});

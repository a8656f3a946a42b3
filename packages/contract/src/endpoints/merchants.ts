import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { paged, pagingQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { optionalText, requiredEmail, requiredText, singleLine } from '../text.ts';
import { adminChange } from './admin-changes.ts';
import { rowVersion } from './users.ts';

const id = z.uuid({ error: messages.notFound });
const organizationId = z.uuid({ error: messages.organizationRequired });

/** A merchant code: digits only (spec 2 §9), at most 12 of them. */
export const MERCHANT_CODE = /^\d{1,12}$/;
export const merchantCode = singleLine({ error: messages.merchantCodeDigits })
  .trim()
  .regex(MERCHANT_CODE, messages.merchantCodeDigits);

/** An account number as the core writes it. */
export const accountNumber = singleLine({ error: messages.accountNumberRequired })
  .trim()
  .min(1, { error: messages.accountNumberRequired, abort: true })
  .regex(/^[A-Za-z0-9-]{1,34}$/, messages.accountNumberRequired);

/** Account information from the core (Accounts/Inquiry). */
export const accountInfo = z.object({
  account: z.string(),
  name: z.string(),
  accountType: z.string(),
  currency: z.string(),
  branch: z.string(),
  accStatus: z.string(),
});
export type AccountInfo = z.infer<typeof accountInfo>;

export const accountInquiry = endpoint({
  method: 'GET',
  path: 'Accounts/Inquiry',
  summary: "An account of the organization's core: name, type, currency, branch and status.",
  description: "The front end's inquiryAccNo/{org}/{account}.",
  tags: ['Merchants'],
  access: requires(P.ListMerchants),
  query: z.object({ organizationId, accountNo: accountNumber }),
  response: accountInfo,
  reachesCore: true,
  success: 200,
});

export const accountHolderImage = endpoint({
  method: 'GET',
  path: 'Merchants/CIF/Image',
  summary:
    "The photo of the account's holder from the core's customer file (CIF), shown with the account information.",
  description: '404 when the account is unknown to the organization or its holder has no photo.',
  tags: ['Merchants'],
  access: requires(P.ListMerchants),
  query: z.object({ organizationId, accountNo: accountNumber }),
  reachesCore: true,
  success: 200,
  responseKind: 'blob',
});

/** Merchant (spec 2 §3): `description` is the merchant's name. */
export const merchant = z.object({
  id: z.string(),
  rowVersion: z.number().int(),
  organizationId: z.string(),
  organizationName: z.string(),
  code: z.string().nullable(),
  description: z.string(),
  accountNumber: z.string(),
  mobileNo: z.string(),
  email: z.string(),
  hasUser: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type Merchant = z.infer<typeof merchant>;

export const listMerchants = endpoint({
  method: 'GET',
  path: 'Merchants',
  summary: 'The merchants of an account, or the merchant with a code, in one organization.',
  description:
    "Give accountNo or code (one of them). The front end's merchants?organization=&identifier=, with the identifier named for what it is.",
  tags: ['Merchants'],
  access: requires(P.ListMerchants),
  query: z
    .object({
      organizationId,
      // Query parameters cannot say "exactly one of" in the document: each says it in words.
      accountNo: accountNumber.optional().meta({ description: 'Give accountNo or code, not both.' }),
      code: merchantCode.optional().meta({ description: 'Give code or accountNo, not both.' }),
    })
    .refine((q) => (q.accountNo === undefined) !== (q.code === undefined), {
      message: messages.merchantIdentifierRequired,
      path: ['accountNo'],
    }),
  response: z.array(merchant),
  success: 200,
});

const phone = singleLine({ error: messages.mobileNumberRequired })
  .trim()
  .min(1, { error: messages.mobileNumberRequired, abort: true })
  .max(20)
  .regex(/^\+?\d+$/, messages.mobileDigitsOnly);

/** The fields a merchant's create and edit dialogs share (spec 2 §5). */
export const merchantFields = {
  name: requiredText(messages.merchantNameRequired, 200),
  phone,
  email: requiredEmail(messages.emailRequired),
};

export const createMerchantBody = z.object({
  organizationId,
  accountNo: accountNumber,
  /** Optional; digits only; unique. Leave it empty or ask GenerateCode for one. */
  code: z
    .union([z.literal(''), merchantCode])
    .optional()
    .nullable(),
  ...merchantFields,
});
export type CreateMerchantBody = z.input<typeof createMerchantBody>;

export const createMerchant = endpoint({
  method: 'POST',
  path: 'Merchants',
  summary: 'Creates a merchant on an active account the core knows.',
  description:
    'A code is digits only and unique; a code handed out by GenerateCode to another user cannot be taken. 409 when the code is in use.',
  tags: ['Merchants'],
  access: requires(P.AddMerchant),
  body: createMerchantBody,
  response: merchant,
  reachesCore: true,
  // 409: the code is in use.
  errors: [409],
  success: 201,
});

export const updateMerchantBody = z.object({ ...merchantFields, rowVersion });
export type UpdateMerchantBody = z.input<typeof updateMerchantBody>;

export const updateMerchant = endpoint({
  method: 'PUT',
  path: 'Merchants/:id',
  summary: "Edits a merchant's name, phone and email; the code and account never change.",
  description:
    "The front end's PUT merchants by code, by id here: a merchant may have no code. A stale rowVersion answers 409.",
  tags: ['Merchants'],
  access: requires(P.EditMerchant),
  params: z.object({ id }),
  body: updateMerchantBody,
  success: 204,
});

export const generateCode = endpoint({
  method: 'GET',
  path: 'Merchants/GenerateCode',
  summary: 'A new merchant code, reserved for the caller: never handed out twice.',
  description: "The front end's generateMerchantCode?organization=.",
  tags: ['Merchants'],
  access: requires(P.AddMerchant),
  query: z.object({ organizationId }),
  response: z.object({ code: z.string() }),
  // 503 when no unused code is found in a few tries.
  errors: [503],
  success: 200,
  reserves: true,
});

export const merchantQr = endpoint({
  method: 'GET',
  path: 'Merchants/:id/QRCode',
  summary: 'The EMVCo merchant-presented payment QR of a merchant: payload and PNG image.',
  description: `The front end's getMerchantQrCode/{org}/{code}, by the merchant's id. A merchant without a code answers 400 (${messages.noQrCode}).`,
  tags: ['Merchants'],
  access: requires(P.ListMerchants),
  params: z.object({ id }),
  response: z.object({ payload: z.string(), image: z.string() }),
  // A sanctions screening hit on the merchant holds it.
  errors: [409],
  success: 200,
});

/** Merchant user (spec 2 §3). */
export const merchantUser = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
});
export type MerchantUser = z.infer<typeof merchantUser>;

/** A merchant's access waiting for its second person: who asked, and when. */
export const pendingMerchantAccess = z.object({
  id: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
});

export const merchantAccess = endpoint({
  method: 'GET',
  path: 'Merchants/:id/User',
  summary: "The merchant's user account, or null when it has none; and its access waiting for approval.",
  description:
    "What the front end's userExists/{code} is asked for: the Merchant Access dialog shows the user's name, email and phone, or that the access waits for a supervisor's approval (`pending`).",
  tags: ['Merchants'],
  access: requires(P.ListMerchants),
  params: z.object({ id }),
  response: z.object({ user: merchantUser.nullable(), pending: pendingMerchantAccess.nullable() }),
  success: 200,
});

export const registerMerchantUser = endpoint({
  method: 'POST',
  path: 'AppUsers/RegisterMerchantUser',
  summary:
    "Asks for a merchant's user account, named by its merchant code: it waits for a supervisor's approval.",
  description:
    "The front end's createMerchantUser: the server takes the user name (the merchant code), email and phone from the merchant itself. Four eyes: a merchant's access is a grant of access, so the answer is 202 with the pending change (kind MerchantAccess), which a holder of merchant.approve_access in the merchant's organization, other than the maker, approves or rejects (AdminChanges/{id}/Approve, or the work queue). On approval the user is created, a merchant user with the Merchant role, and its first password goes to the merchant's phone by the core's SMS; it must be changed at first sign-in, then two-factor authentication is set up. A rejection creates and sends nothing.",
  tags: ['Merchants'],
  access: requires(P.AddMerchant),
  body: z.object({ merchantId: id }),
  response: adminChange,
  // 409: the merchant already has a user, or its user name is taken.
  errors: [409],
  success: 202,
});

/** The longest statement range one request may ask for. */
export const MAX_STATEMENT_DAYS = 366;

const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

const range = {
  from: instant(messages.statementFromRequired),
  to: instant(messages.statementToRequired),
  merchantCode: merchantCode.optional(),
};

/** The range rule, written once: `to` not before `from`, and not too long. */
export function statementRangeProblem(q: { from: string; to: string }): string | null {
  const from = Date.parse(q.from);
  const to = Date.parse(q.to);
  if (to < from) return messages.statementRangeOrder;
  if (to - from > MAX_STATEMENT_DAYS * 86_400_000) return messages.statementRangeTooLong;
  return null;
}

const checkRange = (q: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const problem = statementRangeProblem(q);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
};

export const statementQuery = z.object(range).superRefine(checkRange);

/** Merchant transaction (spec 2 §3). Amounts are exact decimal strings. */
export const merchantTransaction = z.object({
  id: z.string(),
  trnDate: z.string(),
  buyerAccount: z.string(),
  buyerName: z.string(),
  trnAmount: z.string(),
  txCcy: z.string(),
  remarks: z.string(),
});
export type MerchantTransaction = z.infer<typeof merchantTransaction>;

/** The total of the whole range in one currency, with 2 decimals. */
export const currencyTotal = z.object({ currency: z.string(), total: z.string() });
export type CurrencyTotal = z.infer<typeof currencyTotal>;

export const statement = endpoint({
  method: 'GET',
  path: 'Merchants/Transactions',
  summary: 'A merchant statement: paged transactions of a range, and its totals per currency.',
  description:
    "The front end's merchantTransactions?from=&to=&merchantCode=. merchantCode is for holders of merchant.monitor_statement; anyone else reads the statement of the merchant they sign in for, and asking for another code answers 403. `to` is inclusive (the web sends 23:59:59.999 of the last day).",
  tags: ['Merchants'],
  access: requires([P.ViewMerchantStatement, P.MonitorMerchantStatement]),
  query: z.object({ ...range, ...pagingQuery }).superRefine(checkRange),
  response: paged(merchantTransaction).extend({
    merchantCode: z.string().nullable(),
    totals: z.array(currencyTotal),
  }),
  reachesCore: true,
  success: 200,
});

export const statementCsv = endpoint({
  method: 'GET',
  path: 'Merchants/Transactions/Export',
  summary: 'The statement of the range as CSV, streamed.',
  tags: ['Merchants'],
  access: requires([P.ViewMerchantStatement, P.MonitorMerchantStatement]),
  query: statementQuery,
  reachesCore: true,
  success: 200,
  responseKind: 'blob',
});

/** An exact amount as text: up to 16 digits and 2 decimals, more than zero. */
const amount = singleLine()
  .regex(/^\d{1,16}(\.\d{1,2})?$/, messages.amountFormat)
  .refine((v) => /[1-9]/.test(v), messages.amountFormat);

export const simulatePayments = endpoint({
  method: 'POST',
  path: 'Sandbox/MerchantPayments',
  summary: "Buyers pay a merchant, as a wallet scanning the merchant's QR would.",
  description:
    'Exists only with the sandbox core outside production mode: for demos and tests. It needs the sandbox permission that reads the SMS outbox, the one permission of the sandbox tooling.',
  tags: ['Sandbox'],
  access: requires(P.ReadSandboxOutbox),
  body: z.object({
    organizationId,
    merchantCode,
    payments: z
      .array(
        z.object({
          trnDate: z.iso.datetime({ offset: true }),
          amount,
          currency: z.enum(['USD', 'SOS', 'EUR']),
          buyerAccount: accountNumber,
          buyerName: requiredText(messages.customerNameRequired, 200),
          remarks: optionalText(200),
        }),
      )
      .min(1)
      .max(1000),
  }),
  response: z.object({ recorded: z.number().int() }),
  success: 201,
  sandboxOnly: true,
});

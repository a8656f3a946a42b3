/** The fields of a business and its signatories, as registered and as read (spec 2 §3). */
import { z } from 'zod';
import { countries } from './countries.ts';
import { messages } from './messages.ts';
import {
  businessStatuses,
  businessTypes,
  ownershipTypes,
  signatoryIdTypes,
  signatoryTypes,
} from './metadata.ts';
import {
  multiLine,
  optionalMultiLine,
  optionalText,
  requiredEmail,
  requiredText,
  singleLine,
} from './text.ts';

const isoDate = (message: string) => z.iso.date({ error: message });
const optionalDate = z
  .union([z.literal(''), z.iso.date(messages.dateFormat)])
  .optional()
  .nullable();

/** Exact money as a decimal string (never a float): up to 14 digits and 2 decimals. */
const MONEY_DIGITS = String.raw`\d{1,14}(\.\d{1,2})?`;
const money = z
  // The metadata tells the document what the pipe checks; the text is trimmed first.
  .union([
    z.string().meta({ pattern: String.raw`^\s*${MONEY_DIGITS}\s*$` }),
    z.number().meta({ minimum: 0, exclusiveMaximum: 1e14, description: 'At most two decimals.' }),
  ])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(new RegExp(`^${MONEY_DIGITS}$`), messages.amountFormat));
/** Exact money or nothing: '' and null are not given. */
export const optionalMoney = z
  .union([z.literal(''), money])
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

const countryCodes = countries.map((c) => c.id);
const countryCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((v) => countryCodes.includes(v), messages.countryCodeInvalid)
    .meta({ enum: countryCodes });

/** A phone number: digits only, optionally after a leading + (as spec 2 §5 says of mobiles). */
const phone = (required: string) =>
  singleLine({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(20)
    .regex(/^\+?\d+$/, messages.mobileDigitsOnly);

/** One signatory (owner) of a business, as registered (spec 2 §3 Signatory). */
export const signatoryFields = z.object({
  name: requiredText(messages.signatoryNameRequired, 200),
  nationality: countryCode(messages.nationalityRequired),
  dateOfBirth: isoDate(messages.dateOfBirthRequired),
  countryOfBirth: z
    .union([z.literal(''), countryCode(messages.countryRequired)])
    .optional()
    .nullable(),
  mobileNumber: phone(messages.mobileNumberRequired),
  email: z
    .union([z.literal(''), z.email(messages.emailInvalid).max(200)])
    .optional()
    .nullable(),
  ownershipType: z.enum(ownershipTypes, { error: messages.ownershipTypeRequired }),
  ownershipPercentage: z.coerce
    .number({ error: messages.ownershipPercentageRange })
    .min(0, messages.ownershipPercentageRange)
    .max(100, messages.ownershipPercentageRange)
    .multipleOf(0.01, messages.ownershipPercentageRange),
  idType: z.enum(signatoryIdTypes, { error: messages.idTypeRequired }),
  idNumber: requiredText(messages.idNumberRequired, 50),
  idExpiryDate: isoDate(messages.idExpiryRequired),
  visaExpiryDate: optionalDate,
  notes: optionalMultiLine(500),
});
export type SignatoryFields = z.input<typeof signatoryFields>;

/** The profile fields of a business (spec 2 §3), without the account choice. */
export const businessProfileFields = z.object({
  name: requiredText(messages.businessNameRequired, 200),
  registrationNumber: requiredText(messages.registrationNumberRequired, 50),
  registrationDate: isoDate(messages.registrationDateRequired),
  type: z.enum(businessTypes, { error: messages.businessTypeRequired }),
  email: requiredEmail(messages.emailRequired),
  address: multiLine({ error: messages.addressRequired }).trim().min(1, messages.addressRequired).max(300),
  city: requiredText(messages.cityRequired, 100),
  country: countryCode(messages.countryRequired),
  contactPersonName: requiredText(messages.contactPersonRequired, 200),
  contactPersonEmail: z
    .union([z.literal(''), z.email(messages.emailInvalid).max(200)])
    .optional()
    .nullable(),
  contactPersonPhone: phone(messages.contactPhoneRequired),
  countriesTradedWith: z.array(countryCode(messages.countryCodeInvalid)).max(50).default([]),
  capitalInvested: optionalMoney,
  noOfEmployees: z
    .union([z.literal(''), z.coerce.number().int().min(0).max(10_000_000)])
    .optional()
    .nullable()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  monthlyTurnover: optionalMoney,
  annualTurnover: optionalMoney,
  language: requiredText(messages.languageRequired, 50),
  signatoryType: z.enum(signatoryTypes, { error: messages.signatoryTypeRequired }),
  signatoryNotes: optionalMultiLine(500),
});

/** The signatories together never own more than 100 % (in hundredths, so no float sum decides). */
export function checkOwnership(
  v: { signatories: readonly { ownershipPercentage?: unknown }[] },
  ctx: z.RefinementCtx,
): void {
  const hundredths = v.signatories.reduce(
    (sum, s) => sum + Math.round(Number(s.ownershipPercentage ?? 0) * 100),
    0,
  );
  if (hundredths > 100 * 100)
    ctx.addIssue({ code: 'custom', path: ['signatories'], message: messages.ownershipOver100 });
}

export const registerBusinessBody = businessProfileFields
  .extend({
    organizationId: z.uuid({ error: messages.organizationRequired }),
    accountType: requiredText(messages.accountTypeRequired, 20),
    currency: requiredText(messages.currencyRequired, 3),
    /** Always the maker's own branch; when sent it must be that one. */
    branchCode: optionalText(10),
    signatories: z
      .array(signatoryFields, { error: messages.signatoryRequired })
      .min(1, messages.signatoryRequired)
      .max(20),
  })
  .superRefine(checkOwnership);
export type RegisterBusinessBody = z.input<typeof registerBusinessBody>;

export const businessRow = z.object({
  id: z.string(),
  organizationId: z.string(),
  orgName: z.string(),
  name: z.string(),
  registrationNumber: z.string(),
  /** The spec's other spelling of the same field. */
  registrationNo: z.string(),
  accountType: z.string(),
  currency: z.string(),
  branchCode: z.string(),
  email: z.string(),
  status: z.enum(businessStatuses),
  documents: z.number().int(),
  accountNumber: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  rowVersion: z.number().int(),
});
export type BusinessRow = z.infer<typeof businessRow>;

export const business = businessRow.extend({
  registrationDate: z.string(),
  type: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  contactPersonName: z.string().nullable(),
  contactPersonEmail: z.string().nullable(),
  contactPersonPhone: z.string().nullable(),
  countriesTradedWith: z.array(z.string()),
  capitalInvested: z.string().nullable(),
  noOfEmployees: z.number().int().nullable(),
  monthlyTurnover: z.string().nullable(),
  annualTurnover: z.string().nullable(),
  language: z.string().nullable(),
  signatoryType: z.string(),
  signatoryNotes: z.string().nullable(),
  declineReason: z.string().nullable(),
  openingError: z.string().nullable(),
  /** The account is being opened at the core by a background job. */
  awaitingCore: z.boolean(),
});
export type Business = z.infer<typeof business>;

import { z } from 'zod';
import { countries } from '../countries.ts';
import { checkStatusDecision, historyEntry, missingDocument, rejectionItem } from './applications.ts';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import {
  businessRejectionReasons,
  businessStatuses,
  businessTypes,
  ownershipTypes,
  signatoryIdTypes,
  signatoryTypes,
} from '../metadata.ts';
import { paged, pagingQuery, sortQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import {
  filterText,
  multiLine,
  optionalMultiLine,
  optionalText,
  requiredEmail,
  requiredText,
  singleLine,
} from '../text.ts';
import { checkDocumentFields, documentFields, documentRecord } from './documents.ts';

const id = z.uuid({ error: messages.notFound });

/** The lifecycle, also the text of the OpenAPI description. */
export const LIFECYCLE = [
  'A registered business is Pending, or Flagged when its registration number is known in another organization or an ID number of one of its signatories is already known.',
  "A reviewer (business.change_business_status, never the business's maker) moves a Pending or Flagged business to Approved, Declined (declineReason required) or Rejected (rejectionItems of BusinessRejectionReason and DocumentName required; they become its missing documents).",
  'The maker (business.edit) uploads the missing documents (of the business or of its signatories) and resubmits a Rejected business: it is Pending again.',
  'Approved asks the core to open the business account (idempotent by the business id): the business is then Completed with its account number. If the core fails it stays Approved with the failure recorded; asking for Approved again retries the opening.',
  'Every change writes a history entry and an activity event in one transaction; rowVersion guards two reviewers (a stale one answers 409).',
].join('\n\n');

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
const optionalMoney = z
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
});
export type Business = z.infer<typeof business>;

export const businessSortFields = ['name', 'registrationNumber', 'status', 'createdAt', 'orgName'] as const;

export const listBusinesses = endpoint({
  method: 'GET',
  path: 'Businesses',
  summary: 'Businesses, paged, newest first, with filters (the list and the business inquiry).',
  description:
    'name matches any part of the name, ignoring case; registrationNumber matches from the start; ' +
    'organization keeps one organization (the inquiry).\n\n' +
    LIFECYCLE,
  tags: ['Businesses'],
  access: requires(P.ListBusinesses),
  query: z.object({
    ...pagingQuery,
    name: filterText(200),
    registrationNumber: filterText(50),
    status: z.enum(businessStatuses).optional(),
    organization: z.uuid().optional(),
    sort: sortQuery(businessSortFields),
  }),
  response: paged(businessRow),
  success: 200,
});

export const getBusiness = endpoint({
  method: 'GET',
  path: 'Businesses/:id',
  summary: 'One business profile.',
  tags: ['Businesses'],
  access: requires(P.ListBusinesses),
  params: z.object({ id }),
  response: business,
  success: 200,
});

export const registerBusiness = endpoint({
  method: 'POST',
  path: 'Businesses',
  summary: 'Registers a business with its signatories and account choice (Register New Business).',
  description:
    "The branch is always the maker's own branch; the account type must be one of the organization's Business group in that currency; " +
    'registration numbers are unique within an organization (409).\n\n' +
    LIFECYCLE,
  tags: ['Businesses'],
  access: requires(P.AddBusiness),
  body: registerBusinessBody,
  response: business,
  // 409: the registration number is taken.
  errors: [409],
  success: 201,
});

export const signatory = z.object({
  id: z.string(),
  businessId: z.string(),
  name: z.string(),
  nationality: z.string(),
  dateOfBirth: z.string(),
  countryOfBirth: z.string().nullable(),
  mobileNumber: z.string(),
  email: z.string().nullable(),
  ownershipType: z.string(),
  ownershipPercentage: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  idExpiryDate: z.string(),
  visaExpiryDate: z.string().nullable(),
  notes: z.string().nullable(),
  documents: z.number().int(),
});
export type Signatory = z.infer<typeof signatory>;

export const signatories = endpoint({
  method: 'GET',
  path: 'Businesses/:id/Owners',
  summary: "A business's signatories (owners).",
  tags: ['Businesses'],
  access: requires(P.ListBusinesses),
  params: z.object({ id }),
  response: z.array(signatory),
  success: 200,
});

export const businessDocument = documentRecord.omit({ customerId: true }).extend({
  businessId: z.string(),
  ownerId: z.string().nullable(),
});
export type BusinessDocument = z.infer<typeof businessDocument>;

export const businessDocuments = endpoint({
  method: 'GET',
  path: 'Businesses/:id/Documents',
  summary:
    "A business's own documents (those of its signatories are under Businesses/Owners/{id}/Documents).",
  tags: ['Businesses'],
  access: requires(P.ListBusinesses),
  params: z.object({ id }),
  response: z.array(businessDocument),
  success: 200,
});

/** The fields of a business document upload; the file travels beside them. */
export const businessUploadFields = z.object(documentFields).superRefine(checkDocumentFields);

const uploadDescription =
  'Multipart: the fields and one file. PDF, JPEG or PNG, checked by content; at most 10 MiB (413 above, 415 for any other type). ' +
  'Number and dates are asked for every type but Photo and Signature.';

export const uploadBusinessDocument = endpoint({
  method: 'POST',
  path: 'Businesses/:id/Documents',
  summary: 'Uploads a document of the business.',
  description: uploadDescription,
  tags: ['Businesses'],
  access: requires([P.AddBusiness, P.EditBusiness]),
  params: z.object({ id }),
  bodyKind: 'multipart',
  body: businessUploadFields,
  response: businessDocument,
  success: 201,
});

export const ownerDocuments = endpoint({
  method: 'GET',
  path: 'Businesses/Owners/:id/Documents',
  summary: "A signatory's documents ({id} is the signatory's id).",
  tags: ['Businesses'],
  access: requires(P.ListBusinesses),
  params: z.object({ id }),
  response: z.array(businessDocument),
  success: 200,
});

export const ownerUploadFields = z
  .object({ ownerId: z.uuid({ error: messages.signatoryNotFound }), ...documentFields })
  .superRefine(checkDocumentFields);

export const uploadOwnerDocument = endpoint({
  method: 'POST',
  path: 'Businesses/Owners/Documents',
  summary: "Uploads a signatory's document (the field ownerId names the signatory).",
  description: uploadDescription,
  tags: ['Businesses'],
  access: requires([P.AddBusiness, P.EditBusiness]),
  bodyKind: 'multipart',
  body: ownerUploadFields,
  response: businessDocument,
  success: 201,
});

export const businessDocumentFile = endpoint({
  method: 'GET',
  path: 'Businesses/Documents/:id/File',
  summary: 'The stored file of a business or signatory document, shown inline (viewOwnerDocument).',
  tags: ['Businesses'],
  access: requires(P.ListBusinesses),
  params: z.object({ id }),
  success: 200,
  responseKind: 'blob',
});

/** A rejection item of a business: reason and document from their metadata lookups. */
export const businessRejectionItem = rejectionItem.extend({
  rejectionReason: z.enum(businessRejectionReasons, { error: messages.rejectionReasonSelect }),
});

/** The statuses a status change may ask for. */
export const businessDecisions = ['Pending', 'Approved', 'Rejected', 'Declined'] as const;

export const changeBusinessStatusBody = z
  .object({
    rowVersion: z.number({ error: messages.rowVersionRequired }).int().min(0),
    status: z.enum(businessDecisions, { error: messages.statusRequired }),
    declineReason: optionalMultiLine(500),
    rejectionItems: z.array(businessRejectionItem).max(20).optional().nullable(),
    comments: optionalMultiLine(500),
  })
  .superRefine(checkStatusDecision);
export type ChangeBusinessStatusBody = z.input<typeof changeBusinessStatusBody>;

export const changeBusinessStatus = endpoint({
  method: 'PUT',
  path: 'Businesses/:id/Status',
  summary: 'Moves a business along its lifecycle (Change Business Status).',
  description: `${LIFECYCLE}\n\nrowVersion is the one the client read; a stale one answers 409 and changes nothing.`,
  tags: ['Businesses'],
  access: requires([P.ChangeBusinessStatus, P.EditBusiness]),
  params: z.object({ id }),
  body: changeBusinessStatusBody,
  response: business,
  reachesCore: true,
  success: 200,
});

export const businessMissingDocuments = endpoint({
  method: 'GET',
  path: 'Businesses/:id/MissingDocuments',
  summary:
    'Documents a rejection asked for that have not been uploaded since (for the business or a signatory).',
  tags: ['Businesses'],
  access: requires(P.ListBusinesses),
  params: z.object({ id }),
  response: z.array(missingDocument),
  success: 200,
});

export const businessHistory = endpoint({
  method: 'GET',
  path: 'Businesses/:id/History',
  summary: 'Every status a business went through, oldest first.',
  tags: ['Businesses'],
  access: requires(P.ListBusinesses),
  params: z.object({ id }),
  response: z.array(historyEntry),
  success: 200,
});

import { z } from 'zod';
import { optionalMoney } from '../business-fields.ts';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { customerStatuses } from '../metadata.ts';
import { baseRecord, paged, pagingQuery, queryBoolean, sortQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import {
  filterText,
  optionalMultiLine,
  optionalText as text,
  requiredEmail,
  requiredText,
  singleLine,
} from '../text.ts';

const id = z.uuid({ error: messages.notFound });
const amount = z.coerce.number().min(0).max(1e12).optional().nullable();
/** A customer id of the core system; anything else cannot name a core record (404-like 400). */
const coreCustomerId = singleLine({ error: messages.customerNotFound })
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,40}$/, messages.customerNotFound);
const isoDate = z.iso.date(messages.dateFormat).optional().nullable();

/** Digits only, optionally after a leading + (spec 2 §5). */
export const mobileNumber = singleLine({ error: messages.mobileRequiredForOtp })
  .trim()
  .min(1, { error: messages.mobileRequiredForOtp, abort: true })
  .max(20)
  .regex(/^\+?\d+$/, messages.mobileDigitsOnly);

/** How a customer relates to a politically exposed person (FATF R.12): they are one, or family, or close. */
export const pepRelationships = ['Self', 'FamilyMember', 'CloseAssociate'] as const;
export type PepRelationship = (typeof pepRelationships)[number];

/** The know-your-customer fields (docs/kyc.md), optional so that clients that do not send them keep working. */
export const kycFields = {
  occupation: text(100),
  sourceOfFunds: text(200),
  // Absent leaves the stored amount as it is, as for the other fields.
  expectedMonthlyTurnover: optionalMoney.optional(),
  accountPurpose: text(200),
  pepSelfDeclared: z.boolean({ error: messages.pepSelfDeclaredInvalid }).optional().nullable(),
  pepRelationship: z.enum(pepRelationships, { error: messages.pepRelationshipInvalid }).optional().nullable(),
};

/** The editable fields of a customer profile (the create/edit payload of spec 2 §3 without status and mobile). */
export const customerFields = {
  name: requiredText(messages.customerNameRequired, 200),
  email: requiredEmail(messages.emailRequired),
  telephone: text(20),
  address: optionalMultiLine(300),
  city: text(100),
  country: text(2),
  nationality: text(2),
  dateOfBirth: isoDate,
  gender: text(20),
  title: text(20),
  motherName: text(200),
  employment: text(50),
  employer: text(200),
  salary: amount,
  salaryFrequency: text(20),
  totalIncome: amount,
  totalNetWorth: amount,
  nomineeName: text(200),
  nomineeAddress: optionalMultiLine(300),
  nomineeRelationship: text(50),
  language: text(50),
  ...kycFields,
};
export const customerPayload = z.object(customerFields);
export type CustomerPayload = z.input<typeof customerPayload>;

const out = {
  telephone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  nationality: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  title: z.string().nullable(),
  motherName: z.string().nullable(),
  employment: z.string().nullable(),
  employer: z.string().nullable(),
  salary: z.number().nullable(),
  salaryFrequency: z.string().nullable(),
  totalIncome: z.number().nullable(),
  totalNetWorth: z.number().nullable(),
  nomineeName: z.string().nullable(),
  nomineeAddress: z.string().nullable(),
  nomineeRelationship: z.string().nullable(),
  language: z.string().nullable(),
  occupation: z.string().nullable(),
  sourceOfFunds: z.string().nullable(),
  expectedMonthlyTurnover: z.string().nullable(),
  accountPurpose: z.string().nullable(),
  pepSelfDeclared: z.boolean().nullable(),
  pepRelationship: z.string().nullable(),
};

export const customerRow = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  status: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  documents: z.number().int(),
  applications: z.number().int(),
  pendingApplications: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const customer = customerRow.extend({ ...baseRecord, ...out, coreCustomerId: z.string().nullable() });
export type Customer = z.infer<typeof customer>;

export const customerSortFields = ['name', 'mobile', 'email', 'status', 'createdAt'] as const;

export const listCustomers = endpoint({
  method: 'GET',
  path: 'Customers',
  summary: 'Customer profiles, paged, with filters.',
  description:
    'name matches any part, ignoring case; hasOngoingApplications keeps profiles with a pending application.',
  tags: ['Customers'],
  access: requires(P.ListCustomers),
  query: z.object({
    ...pagingQuery,
    name: filterText(200),
    email: filterText(200),
    status: z.enum(customerStatuses).optional(),
    hasOngoingApplications: queryBoolean.optional(),
    sort: sortQuery(customerSortFields),
  }),
  response: paged(customerRow),
  success: 200,
});

export const getCustomer = endpoint({
  method: 'GET',
  path: 'Customers/:id',
  summary: 'One customer profile.',
  tags: ['Customers'],
  access: requires(P.ListCustomers),
  params: z.object({ id }),
  response: customer,
  success: 200,
});

/**
 * The fields of a profile that every answer masks (docs/personal-data.md), and that a holder of
 * `pii.reveal` may show in full, one at a time, with a reason.
 */
export const maskedCustomerFields = [
  'mobile',
  'email',
  'telephone',
  'dateOfBirth',
  'address',
  'nomineeAddress',
] as const;
export type MaskedCustomerField = (typeof maskedCustomerFields)[number];

/** The edit's payload: a masked field left out keeps its stored value, so the form need not know it. */
export const customerUpdatePayload = customerPayload.extend({
  email: requiredEmail(messages.emailRequired).optional(),
});
export type CustomerUpdatePayload = z.input<typeof customerUpdatePayload>;

export const updateCustomer = endpoint({
  method: 'PUT',
  path: 'Customers/:id/:rowVersion',
  summary:
    'Edits a profile; the mobile number and status cannot change here. A stale rowVersion answers 409.',
  description:
    'A masked field (email, telephone, dateOfBirth, address, nomineeAddress) left out, or sent back ' +
    'as the mask the profile answered, keeps its stored value.',
  tags: ['Customers'],
  access: requires(P.EditCustomer),
  params: z.object({ id, rowVersion: z.coerce.number().int().min(0) }),
  body: customerUpdatePayload,
  success: 204,
});

/** Why a masked value is needed: one of these, with a text. */
export const revealReasonCodes = [
  'CustomerRequest',
  'KycReview',
  'Investigation',
  'Correction',
  'Other',
] as const;
export type RevealReasonCode = (typeof revealReasonCodes)[number];

export const revealReason = z.object(
  {
    code: z.enum(revealReasonCodes, { error: messages.revealReasonCodeRequired }),
    text: requiredText(messages.revealReasonRequired, 500),
  },
  { error: messages.revealReasonRequired },
);

export const revealCustomerField = endpoint({
  method: 'POST',
  path: 'Customers/:id/Reveal',
  summary: "One masked field of a customer's profile in full, for a reason; the reveal is audited.",
  description:
    'field is one of mobile, email, telephone, dateOfBirth, address, nomineeAddress; reason is a ' +
    "code and a text. The reveal goes on the customer's history and the activity report (type " +
    'Security, event PersonalDataRevealed) with who, the field and the reason, never the value.',
  tags: ['Customers'],
  access: requires(P.RevealPersonalData),
  params: z.object({ id }),
  body: z.object({
    field: z.enum(maskedCustomerFields, { error: messages.revealFieldInvalid }),
    reason: revealReason,
  }),
  response: z.object({ field: z.enum(maskedCustomerFields), value: z.string().nullable() }),
  success: 200,
});

export const lookupCustomer = endpoint({
  method: 'GET',
  path: 'Customers/Lookup',
  summary: 'Existing profiles in the product with this mobile number.',
  tags: ['Customers'],
  access: requires(P.ListCustomers),
  query: z.object({ mobile: mobileNumber, organizationId: z.uuid().optional() }),
  response: z.array(customerRow),
  success: 200,
});

export const verifiedCustomer = z.object({
  customerId: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
});
export type VerifiedCustomer = z.infer<typeof verifiedCustomer>;

const orgParam = z.uuid({ error: messages.organizationRequired });

export const inquiryByPhone = endpoint({
  method: 'GET',
  path: 'Customers/InquiryByPhone/:org/:mobile',
  summary: "Verified customers of the organization's core system with this mobile number.",
  tags: ['Customers'],
  access: requires(P.ListCustomers),
  params: z.object({ org: orgParam, mobile: mobileNumber }),
  response: z.array(verifiedCustomer),
  reachesCore: true,
  success: 200,
});

export const inquiryImage = endpoint({
  method: 'GET',
  path: 'Customers/InquiryImage/:org/:customerId',
  summary: "A verified customer's photo from the core.",
  tags: ['Customers'],
  access: requires(P.ListCustomers),
  params: z.object({ org: orgParam, customerId: coreCustomerId }),
  reachesCore: true,
  success: 200,
  responseKind: 'blob',
});

export const account = z.object({
  account: z.string(),
  accountType: z.string(),
  currency: z.string(),
  branch: z.string(),
  accStatus: z.string(),
  mobileBanking: z.boolean(),
  name: z.string(),
  phone: z.string(),
});
export type Account = z.infer<typeof account>;

export const customerAccounts = endpoint({
  method: 'GET',
  path: 'Customers/:id/Accounts',
  summary: "A verified customer's accounts in the core ({id} is the core customer id).",
  tags: ['Customers'],
  access: requires(P.ListCustomerAccounts),
  params: z.object({ id: coreCustomerId }),
  query: z.object({ organizationId: orgParam }),
  response: z.array(account),
  reachesCore: true,
  success: 200,
});

export const mobileBankingUser = endpoint({
  method: 'GET',
  path: 'Customers/MobileBanking/:org/:phone',
  summary: 'The mobile-banking (DahabPlus) user registered with this phone.',
  tags: ['Customers'],
  access: requires([P.ListCustomerAccounts, P.ResetPin]),
  params: z.object({ org: orgParam, phone: mobileNumber }),
  response: z.object({ name: z.string(), userId: z.string() }),
  reachesCore: true,
  success: 200,
});

export const otpField = singleLine({ error: messages.otpRequired })
  .trim()
  .regex(/^\d{6}$/, messages.otpRequired);

/** The staff member's own current authenticator code: the step-up of PIN resets. */
export const stepUpCode = singleLine({ error: messages.stepUpRequired })
  .trim()
  .regex(/^\d{6}$/, messages.stepUpRequired);

export const resetPin = endpoint({
  method: 'POST',
  path: 'Customers/ResetPin',
  summary: "Resets the customer's mobile-banking PIN; needs the OTP sent for ResetPin to that mobile.",
  description:
    "Step-up: totp is the caller's own current authenticator code, refused when already used (also at sign-in).",
  tags: ['Customers'],
  access: requires(P.ResetPin),
  body: z.object({
    organizationId: orgParam,
    customerId: coreCustomerId,
    mobile: mobileNumber,
    oTP: otpField,
    totp: stepUpCode,
  }),
  response: z.object({ message: z.string() }),
  reachesCore: true,
  success: 200,
});

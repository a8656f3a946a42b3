import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { documentNames } from '../metadata.ts';
import { paged, pagingQuery, queryBoolean, sortQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { applicationStatuses } from '../statuses.ts';
import { customerFields, mobileNumber, otpField } from './customers.ts';
import {
  multiLine,
  optionalMultiLine,
  optionalText,
  requiredEmail,
  requiredText,
  singleLine,
} from '../text.ts';

const id = z.uuid({ error: messages.notFound });

/** The lifecycle, also the text of the OpenAPI description. */
export const LIFECYCLE = [
  'A submitted application is Pending, or Flagged when its mobile number or an identity document already belongs to another customer profile.',
  "A reviewer (application.change_application_status, never the application's maker) moves a Pending application to Approved, Declined (declineReason required), Rejected (rejectionItems required; they become its missing documents) or Draft (returned to its maker).",
  'The maker (application.edit) resubmits a Draft, or a Rejected one once a document of every missing type was uploaded: it is Pending again.',
  'Approved asks the core to open the account through a background job (awaitingCore is true meanwhile): the application then becomes Completed with its account number. A core that is slow or down is asked again with back-off; a refusal, or a job that failed for good, leaves it Approved with the reason in openingError; asking for Approved again retries the opening.',
  'A Flagged application is resolved by naming the destination customer and a comment for the customer: it then belongs to that customer and is Pending.',
  'Shadow applications are account requests for an existing verified customer; lists hide them unless isShadow=true.',
  'pendingApplications of a customer counts its applications that are neither Completed nor Declined.',
].join('\n\n');

export const applicationRow = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerMobile: z.string(),
  organizationId: z.string(),
  organization: z.string(),
  type: z.string(),
  currency: z.string(),
  branchCode: z.string(),
  status: z.enum(applicationStatuses),
  accountNumber: z.string().nullable(),
  isShadow: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
  rowVersion: z.number().int(),
  declineReason: z.string().nullable(),
  openingError: z.string().nullable(),
  /** The account is being opened at the core by a background job. */
  awaitingCore: z.boolean(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;

export const listApplications = endpoint({
  method: 'GET',
  path: 'Applications',
  summary: 'Applications, paged, newest first.',
  description: LIFECYCLE,
  tags: ['Applications'],
  access: requires(P.ListApplications),
  query: z.object({
    ...pagingQuery,
    status: z.enum(applicationStatuses).optional(),
    isShadow: queryBoolean.optional(),
    organization: z.uuid().optional(),
    customer: z.uuid().optional(),
    destinationCustomerId: z.uuid().optional(),
    sort: sortQuery(['status', 'createdAt', 'customerName', 'type']),
  }),
  response: paged(applicationRow),
  success: 200,
});

export const customerApplications = endpoint({
  method: 'GET',
  path: 'Customers/:id/Applications',
  summary: "A customer's applications, shadow ones included.",
  tags: ['Applications'],
  access: requires(P.ListApplications),
  params: z.object({ id }),
  response: z.array(applicationRow),
  success: 200,
});

const accountChoice = {
  organizationId: z.uuid({ error: messages.organizationRequired }),
  accountType: requiredText(messages.accountTypeRequired, 20),
  currency: requiredText(messages.currencyRequired, 3),
  mobile: mobileNumber,
  oTP: otpField,
};

export const createApplicationBody = z.object({
  ...accountChoice,
  branchCode: optionalText(10),
  language: requiredText(messages.languageRequired, 50),
  /** The core customer id when the core already knows the customer; absent for a new one. */
  customerId: singleLine().max(40).optional().nullable(),
  customer: z.object({
    ...customerFields,
    name: requiredText(messages.customerNameRequired, 200),
    email: requiredEmail(messages.emailNameRequired),
  }),
});
export type CreateApplicationBody = z.input<typeof createApplicationBody>;

export const createApplication = endpoint({
  method: 'POST',
  path: 'Applications',
  summary: 'Registers a new customer with an account application (the new-application wizard).',
  description:
    "The OTP must be one sent to that mobile for NewApplication; the branch is always the maker's own " +
    'branch; the account type and currency must be ones the organization supports.\n\n' +
    LIFECYCLE,
  tags: ['Applications'],
  access: requires(P.AddApplication),
  body: createApplicationBody,
  response: applicationRow,
  success: 201,
});

export const accountRequestBody = z.object({
  ...accountChoice,
  customerId: z.uuid({ error: messages.customerNotFound }),
});
export type AccountRequestBody = z.input<typeof accountRequestBody>;

export const accountRequest = endpoint({
  method: 'POST',
  path: 'Applications/AccountRequest',
  summary: 'A further account for an existing customer profile (a shadow application).',
  description: 'customerId is the profile id; the OTP must be one sent to the mobile for AccountRequest.',
  tags: ['Applications'],
  access: requires(P.AddApplication),
  body: accountRequestBody,
  response: applicationRow,
  success: 201,
});

export const rejectionItem = z.object({
  rejectionReason: requiredText(messages.rejectionReasonSelect, 200),
  documentName: z.enum(documentNames, { error: messages.rejectionDocumentSelect }),
});

/** The rowVersion of the record as the client read it; a stale one answers 409. */
const rowVersion = z.number({ error: messages.rowVersionRequired }).int().min(0);

/** What a status change must carry, whatever the stored application: one rule for form and server. */
export function checkStatusDecision(
  v: { status: string; declineReason?: string | null; rejectionItems?: readonly unknown[] | null },
  ctx: z.RefinementCtx,
): void {
  if (v.status === 'Declined' && !v.declineReason?.trim())
    ctx.addIssue({ code: 'custom', path: ['declineReason'], message: messages.declineReasonRequired });
  if (v.status === 'Rejected' && (v.rejectionItems ?? []).length === 0)
    ctx.addIssue({ code: 'custom', path: ['rejectionItems'], message: messages.rejectionReasonRequired });
}

export const changeStatusBody = z
  .object({
    /** The spec's payload repeats the id of the path; when sent it must be the same. */
    applicationId: z.uuid().optional(),
    rowVersion,
    status: z.enum(applicationStatuses, { error: messages.statusRequired }),
    declineReason: optionalMultiLine(500),
    rejectionItems: z.array(rejectionItem).max(20).optional().nullable(),
    comments: optionalMultiLine(500),
  })
  .superRefine(checkStatusDecision);
export type ChangeStatusBody = z.input<typeof changeStatusBody>;

export const changeStatus = endpoint({
  method: 'PUT',
  path: 'Applications/:id/Status',
  summary: 'Moves an application along its lifecycle.',
  description: `${LIFECYCLE}\n\nrowVersion is the one the client read; a stale one answers 409 and changes nothing.`,
  tags: ['Applications'],
  access: requires([P.ChangeApplicationStatus, P.EditApplication]),
  params: z.object({ id }),
  body: changeStatusBody,
  response: applicationRow,
  operationId: 'changeApplicationStatus',
  reachesCore: true,
  success: 200,
});

export const resolveFlagged = endpoint({
  method: 'PUT',
  path: 'Applications/:id/ResolveFlagged',
  summary: 'Resolves a flagged application: it then belongs to the destination customer and is Pending.',
  description: 'rowVersion is the one the client read; a stale one answers 409 and changes nothing.',
  tags: ['Applications'],
  access: requires(P.ChangeApplicationStatus),
  params: z.object({ id }),
  body: z.object({
    applicationId: z.uuid().optional(),
    rowVersion,
    destinationCustomerId: z.uuid({ error: messages.destinationRequired }),
    comments: multiLine({ error: messages.commentRequired }).trim().min(1, messages.commentRequired).max(500),
  }),
  success: 204,
});

export const missingDocument = z.object({
  id: z.string(),
  rejectionReason: z.string(),
  documentName: z.string(),
  createdAt: z.string(),
});

export const missingDocuments = endpoint({
  method: 'GET',
  path: 'Applications/:id/MissingDocuments',
  summary: 'Documents a rejection asked for that have not been uploaded since.',
  tags: ['Applications'],
  access: requires(P.ListApplications),
  params: z.object({ id }),
  response: z.array(missingDocument),
  success: 200,
});

export const historyEntry = z.object({
  status: z.string(),
  comments: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});

export const history = endpoint({
  method: 'GET',
  path: 'Applications/:id/History',
  summary: 'Every status an application went through, oldest first.',
  tags: ['Applications'],
  access: requires(P.ListApplications),
  params: z.object({ id }),
  response: z.array(historyEntry),
  success: 200,
});

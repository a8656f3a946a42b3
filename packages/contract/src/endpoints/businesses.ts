import { z } from 'zod';
import { checkStatusDecision, historyEntry, missingDocument, rejectionItem } from './applications.ts';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { businessRejectionReasons, businessStatuses } from '../metadata.ts';
import { paged, pagingQuery, sortQuery } from '../paging.ts';
import { P } from '../permissions.ts';
import { filterText, optionalMultiLine } from '../text.ts';
import { checkDocumentFields, documentFields, documentRecord } from './documents.ts';

import { business, businessRow, registerBusinessBody } from '../business-fields.ts';

export * from '../business-fields.ts';

const id = z.uuid({ error: messages.notFound });

/** The lifecycle, also the text of the OpenAPI description. */
export const LIFECYCLE = [
  'A registered business is Pending, or Flagged when its registration number is known in another organization or an ID number of one of its signatories is already known.',
  "A reviewer (business.change_business_status, never the business's maker) moves a Pending or Flagged business to Approved, Declined (declineReason required) or Rejected (rejectionItems of BusinessRejectionReason and DocumentName required; they become its missing documents).",
  'The maker (business.edit) uploads the missing documents (of the business or of its signatories) and resubmits a Rejected business: it is Pending again.',
  'Approved asks the core, through a background job, to open the business account (idempotent by the business id and the step; awaitingCore is true meanwhile): the business then becomes Completed with its account number. A core that is slow or down is asked again with back-off; a refusal, or a job that failed for good, leaves it Approved with the reason in openingError; asking for Approved again retries the opening.',
  'Every change writes a history entry and an activity event in one transaction; rowVersion guards two reviewers (a stale one answers 409).',
].join('\n\n');

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

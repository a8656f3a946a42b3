import { z } from 'zod';
import { endpoint, requires } from '../endpoint.ts';
import { messages } from '../messages.ts';
import { documentNames, documentsWithoutNumber, type DocumentName } from '../metadata.ts';
import { P } from '../permissions.ts';
import { optionalText } from '../text.ts';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const documentContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const documentRecord = z.object({
  id: z.string(),
  customerId: z.string(),
  documentType: z.string(),
  documentNo: z.string().nullable(),
  issueDate: z.string().nullable(),
  expireDate: z.string().nullable(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type DocumentRecord = z.infer<typeof documentRecord>;

const optionalDate = z
  .union([z.literal(''), z.iso.date(messages.dateFormat)])
  .optional()
  .nullable();

/** The describing fields of any document upload (customer or business). */
export const documentFields = {
  documentType: z.enum(documentNames, { error: messages.documentTypeRequired }),
  documentNo: optionalText(50),
  issueDate: optionalDate,
  expireDate: optionalDate,
};

/** Number and dates are asked for every type but Photo and Signature. */
export function checkDocumentFields(
  v: {
    documentType: DocumentName;
    documentNo?: string | null;
    issueDate?: string | null;
    expireDate?: string | null;
  },
  ctx: z.RefinementCtx,
): void {
  if (documentsWithoutNumber.includes(v.documentType)) return;
  if (!v.documentNo)
    ctx.addIssue({ code: 'custom', path: ['documentNo'], message: messages.documentNumberRequired });
  if (!v.issueDate)
    ctx.addIssue({ code: 'custom', path: ['issueDate'], message: messages.issueDateRequired });
  if (!v.expireDate)
    ctx.addIssue({ code: 'custom', path: ['expireDate'], message: messages.expiryDateRequired });
  if (v.issueDate && v.expireDate && v.expireDate <= v.issueDate) {
    ctx.addIssue({ code: 'custom', path: ['expireDate'], message: messages.expiryAfterIssue });
  }
}

/** The fields of an upload (the file travels beside them). */
export const uploadFields = z
  .object({ customerId: z.uuid({ error: messages.customerNotFound }), ...documentFields })
  .superRefine(checkDocumentFields);
export type UploadFields = z.input<typeof uploadFields>;

export const uploadDocument = endpoint({
  method: 'POST',
  path: 'Documents',
  summary: 'Uploads a document of a customer (multipart: the fields and one file).',
  description: `PDF, JPEG or PNG, checked by content; at most ${MAX_DOCUMENT_BYTES} bytes (413 above, 415 for any other type).`,
  tags: ['Documents'],
  access: requires(P.AddDocument),
  bodyKind: 'multipart',
  body: uploadFields,
  response: documentRecord,
  success: 201,
});

export const customerDocuments = endpoint({
  method: 'GET',
  path: 'Customers/:id/Documents',
  summary: "A customer's documents.",
  tags: ['Documents'],
  access: requires(P.ListDocuments),
  params: z.object({ id: z.uuid({ error: messages.notFound }) }),
  response: z.array(documentRecord),
  success: 200,
});

export const documentFile = endpoint({
  method: 'GET',
  path: 'Documents/:id/File',
  summary: 'The stored file of a document, as an attachment.',
  tags: ['Documents'],
  access: requires(P.ListDocuments),
  params: z.object({ id: z.uuid({ error: messages.notFound }) }),
  success: 200,
  responseKind: 'blob',
});

import { z } from 'zod';
import { documentsApi, documentsWithoutNumber, messages, type DocumentName } from '@console/contract';

/**
 * The Upload Document form (spec 2 §5): the contract's document fields, whose rules the server
 * applies too, plus the file. Whose document it is, the caller knows.
 */
export const uploadDocumentSchema = z
  .object({ ...documentsApi.documentFields, file: z.instanceof(File, { error: messages.selectFile }) })
  .superRefine(documentsApi.checkDocumentFields);
export type UploadDocumentValues = z.input<typeof uploadDocumentSchema>;
export type UploadDocumentOutput = z.output<typeof uploadDocumentSchema>;

/** Photo and Signature carry no number and no dates. */
export const asksForNumber = (type: string | undefined): boolean =>
  !documentsWithoutNumber.includes(type as DocumentName);

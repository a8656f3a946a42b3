import { and, asc, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { documentContentTypes, documentsApi, messages } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { customers, documents } from '../../db/schema/index.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import type { BlobStore } from '../../platform/blob-store.ts';
import { AppError, fail } from '../../platform/errors.ts';
import { iso } from '../../platform/paging.ts';
import { created } from '../../db/versioning.ts';

type DocumentRow = typeof documents.$inferSelect;
type DocumentRecord = documentsApi.DocumentRecord;

const toRecord = (d: DocumentRow): DocumentRecord => ({
  id: d.id,
  customerId: d.customerId,
  documentType: d.documentType,
  documentNo: d.documentNo,
  issueDate: d.issueDate,
  expireDate: d.expireDate,
  contentType: d.contentType,
  size: d.size,
  createdAt: iso(d.createdAt),
  createdBy: d.createdBy,
});

const extensionOf: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

export interface Upload {
  fields: Record<string, string>;
  file: Buffer | null;
}

export class DocumentsService {
  constructor(private readonly d: { db: Db; blobs: BlobStore }) {}

  /** Checks fields, then the file by its content (never by its name or declared type). */
  async upload(upload: Upload, by: Actor): Promise<DocumentRecord> {
    const parsed = documentsApi.uploadFields.safeParse(upload.fields);
    const errors: Record<string, string[]> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        (errors[String(issue.path[0] ?? 'request')] ??= []).push(issue.message);
    if (!upload.file || upload.file.length === 0) (errors.file ??= []).push(messages.selectFile);
    if (!parsed.success || !upload.file || upload.file.length === 0) throw fail.validation(errors);
    const kind = await fileTypeFromBuffer(upload.file);
    if (!kind || !(documentContentTypes as readonly string[]).includes(kind.mime)) {
      throw new AppError('unsupported_media', 'Only PDF, JPEG and PNG files are accepted.');
    }
    const fields = parsed.data;
    const [owner] = await this.d.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, fields.customerId), eq(customers.isDeleted, false)));
    if (!owner) throw fail.notFound(messages.customerNotFound);
    const blobKey = await this.d.blobs.put(upload.file);
    try {
      return await this.d.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(documents)
          .values({
            customerId: fields.customerId,
            documentType: fields.documentType,
            documentNo: fields.documentNo || null,
            issueDate: fields.issueDate || null,
            expireDate: fields.expireDate || null,
            contentType: kind.mime,
            size: upload.file!.length,
            blobKey,
            ...created(by),
          })
          .returning();
        if (!row) throw new Error('Document not stored');
        await tx
          .update(customers)
          .set({ documentsCount: sql`${customers.documentsCount} + 1` })
          .where(eq(customers.id, fields.customerId));
        await recordActivity(tx, by, {
          type: 'Document',
          event: 'Uploaded',
          remarks: fields.documentType,
          targetType: 'Customer',
          targetId: fields.customerId,
        });
        return toRecord(row);
      });
    } catch (err) {
      await this.d.blobs.delete(blobKey);
      throw err;
    }
  }

  async ofCustomer(customerId: string): Promise<DocumentRecord[]> {
    const [owner] = await this.d.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.isDeleted, false)));
    if (!owner) throw fail.notFound();
    const rows = await this.d.db
      .select()
      .from(documents)
      .where(and(eq(documents.customerId, customerId), eq(documents.isDeleted, false)))
      .orderBy(asc(documents.createdAt));
    return rows.map(toRecord);
  }

  async file(id: string) {
    const [doc] = await this.d.db
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.isDeleted, false)));
    if (!doc) throw fail.notFound();
    const data = await this.d.blobs.get(doc.blobKey);
    if (!data) throw fail.notFound();
    const name = `${doc.documentType.replace(/\s+/g, '-').toLowerCase()}-${doc.id.slice(0, 8)}.${extensionOf[doc.contentType] ?? 'bin'}`;
    return { data, contentType: doc.contentType, fileName: name };
  }
}

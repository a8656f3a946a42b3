import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import { documentContentTypes, documentsApi, messages } from '@console/contract';
import type { Db, Executor } from '../../db/client.ts';
import { inTurn } from '../../kernel/database/embedded-open.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import type { BlobStore } from '../../platform/blob-store.ts';
import { AppError, fail } from '../../kernel/errors.ts';
import { inScope } from '../../platform/org-scope.ts';
import { iso } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { Upload } from '../../platform/multipart.ts';
import type { CustomerProfiles } from '../customers/index.ts';
import type { RecordScreening } from '../screening/index.ts';
import type { UserScopes } from '../users/index.ts';
import { maskDocumentNumber } from '../../platform/masking.ts';
import * as repo from './documents.repository.ts';

type DocumentRecord = documentsApi.DocumentRecord;

/** What a stored document says of itself, whoever it belongs to (a customer, a business, a signatory). */
export const storedDocument = (d: Omit<repo.DocumentRow, 'customerId'>) => ({
  id: d.id,
  documentType: d.documentType,
  documentNo: d.documentNo,
  issueDate: d.issueDate,
  expireDate: d.expireDate,
  contentType: d.contentType,
  size: d.size,
  createdAt: iso(d.createdAt),
  createdBy: d.createdBy,
});

/** A customer's document, its number masked as every customer answer masks it (docs/personal-data.md). */
const toRecord = (d: repo.DocumentRow): DocumentRecord => ({
  ...storedDocument(d),
  documentNo: d.documentNo && maskDocumentNumber(d.documentNo),
  customerId: d.customerId,
});

const extensionOf: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

const IDENTITY_DOCUMENTS = ['Passport', 'National ID', 'Driving License'];
/** Leftover files younger than this may be another process's upload in flight. */
const SWEEP_MIN_AGE_MS = 5 * 60_000;

/**
 * The fields of an upload checked with `schema`, then its file by content (never by its name or
 * declared type): PDF, JPEG or PNG. Every area that stores documents goes through this check.
 */
export async function checkedUpload<S extends z.ZodType>(
  upload: Upload,
  schema: S,
): Promise<{ fields: z.output<S>; file: Buffer; contentType: string }> {
  const parsed = schema.safeParse(upload.fields);
  const errors: Record<string, string[]> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      (errors[String(issue.path[0] ?? 'request')] ??= []).push(issue.message);
  if (!upload.file || upload.file.length === 0) (errors.file ??= []).push(messages.selectFile);
  if (!parsed.success || !upload.file || upload.file.length === 0) throw fail.validation(errors);
  const kind = await fileTypeFromBuffer(upload.file);
  if (!kind || !(documentContentTypes as readonly string[]).includes(kind.mime))
    throw new AppError('unsupported_media', messages.documentTypesAccepted);
  return { fields: parsed.data, file: upload.file, contentType: kind.mime };
}

/** A safe, server-chosen file name for a stored document. */
export const documentFileName = (doc: { id: string; documentType: string; contentType: string }) =>
  `${doc.documentType.replace(/\s+/g, '-').toLowerCase()}-${doc.id.slice(0, 8)}.${extensionOf[doc.contentType] ?? 'bin'}`;

/** Which of some blob keys a table refers to; the start-up sweep keeps those files. */
export type BlobHolder = (keys: readonly string[]) => Promise<Set<string>>;

export class DocumentsService {
  constructor(
    private readonly d: {
      db: Db;
      blobs: BlobStore;
      scopes: UserScopes;
      profiles: CustomerProfiles;
      screening: RecordScreening;
    },
  ) {}

  /** Checks fields, then the file by its content (never by its name or declared type). */
  async upload(upload: Upload, user: SessionUser, by: Actor): Promise<DocumentRecord> {
    const { fields, file, contentType } = await checkedUpload(upload, documentsApi.uploadFields);
    const scope = await this.d.scopes.of(user);
    const profile = await this.d.profiles.visible(
      this.d.db,
      fields.customerId,
      scope,
      messages.customerNotFound,
    );
    // An identity document's number is screened with the customer.
    const identity = IDENTITY_DOCUMENTS.includes(fields.documentType) && Boolean(fields.documentNo);
    const screener = identity ? await this.d.screening.screener() : null;
    const staged = await this.d.blobs.stage(file);
    try {
      return await this.d.db.transaction(async (tx) => {
        const row = await repo.insertDocument(
          tx,
          {
            customerId: fields.customerId,
            documentType: fields.documentType,
            documentNo: fields.documentNo || null,
            issueDate: fields.issueDate || null,
            expireDate: fields.expireDate || null,
            contentType,
            size: file.length,
            blobKey: staged.key,
          },
          by,
        );
        await this.d.profiles.documentAdded(tx, fields.customerId);
        await screener?.screen(tx, [{ type: 'Customer', id: fields.customerId }], by);
        await recordActivity(tx, by, {
          type: 'Document',
          event: 'Uploaded',
          organizationId: profile.organizationId,
          remarks: fields.documentType,
          targetType: 'Customer',
          targetId: fields.customerId,
        });
        // Last before the commit: the file gets its name only with its row.
        await staged.link();
        return toRecord(row);
      });
    } catch (err) {
      await staged.discard();
      throw err;
    }
  }

  async ofCustomer(customerId: string, user: SessionUser): Promise<DocumentRecord[]> {
    await this.d.profiles.visible(this.d.db, customerId, await this.d.scopes.of(user));
    return (await repo.documentsOf(this.d.db, customerId)).map(toRecord);
  }

  async file(id: string, user: SessionUser) {
    const found = await repo.documentWithOrganization(this.d.db, id);
    if (!found || !inScope(await this.d.scopes.of(user), found.organizationId)) throw fail.notFound();
    const doc = found.document;
    const data = await this.d.blobs.get(doc.blobKey);
    if (!data) throw fail.notFound();
    return { data, contentType: doc.contentType, fileName: documentFileName(doc) };
  }

  /** Another profile holding one of this customer's identity documents (same type and number). */
  async identityOwnedElsewhere(exec: Executor, customerId: string): Promise<string | null> {
    for (const doc of await repo.identityDocumentsOf(exec, customerId, IDENTITY_DOCUMENTS)) {
      if (!doc.no) continue;
      const holder = await repo.otherHolder(exec, { type: doc.type, no: doc.no }, customerId);
      if (holder) return holder;
    }
    return null;
  }

  private readonly holders: BlobHolder[] = [(keys) => repo.blobKeysIn(this.d.db, keys)];

  /** Another area keeping files in the same store: the sweep leaves its files alone. */
  alsoKeptBy(holder: BlobHolder): void {
    this.holders.push(holder);
  }

  private readonly filesTurn = inTurn();

  /**
   * Runs the work while no stored file is removed: the sweep and a backup take turns, so a file
   * whose row a backup's database holds is still there when the backup copies the files.
   */
  keepingFiles<T>(work: () => Promise<T>): Promise<T> {
    return this.filesTurn(work);
  }

  /** At start: files a crash left without their row, and unfinished temporary ones, go. */
  sweepLeftovers(): Promise<number> {
    const kept = async (keys: string[]) => {
      const found = await Promise.all(this.holders.map((h) => h(keys)));
      return new Set(found.flatMap((s) => [...s]));
    };
    return this.keepingFiles(() => this.d.blobs.sweep(kept, SWEEP_MIN_AGE_MS));
  }
}

import { businessesApi, fillMessage, messages } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import type { BlobStore } from '../../platform/blob-store.ts';
import { fail } from '../../kernel/errors.ts';
import type { Upload } from '../../platform/multipart.ts';
import { inScope } from '../../platform/org-scope.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { checkedUpload, documentFileName, storedDocument } from '../documents/index.ts';
import type { UserScopes } from '../users/index.ts';
import * as docs from './business-documents.repository.ts';
import { requireBusiness } from './businesses.repository.ts';

type BusinessDocument = businessesApi.BusinessDocument;

const toRecord = (d: docs.BusinessDocumentRow): BusinessDocument => ({
  ...storedDocument(d),
  businessId: d.businessId,
  ownerId: d.ownerId,
});

/**
 * Documents of businesses and of their signatories. The upload goes through the documents
 * area's checks (fields, then the file by its content) and the same blob store: staged, then
 * linked in the step that saves its row.
 */
export class BusinessDocuments {
  constructor(private readonly d: { db: Db; blobs: BlobStore; scopes: UserScopes }) {}

  async ofBusiness(businessId: string, user: SessionUser): Promise<BusinessDocument[]> {
    await requireBusiness(this.d.db, businessId, await this.d.scopes.of(user));
    return (await docs.documentsOf(this.d.db, { businessId })).map(toRecord);
  }

  async ofOwner(ownerId: string, user: SessionUser): Promise<BusinessDocument[]> {
    await this.visibleOwner(ownerId, user);
    return (await docs.documentsOf(this.d.db, { ownerId })).map(toRecord);
  }

  async uploadForBusiness(businessId: string, upload: Upload, user: SessionUser, by: Actor) {
    const checked = await checkedUpload(upload, businessesApi.businessUploadFields);
    const business = await requireBusiness(this.d.db, businessId, await this.d.scopes.of(user));
    return this.store({ id: businessId, organizationId: business.organizationId }, null, checked, by);
  }

  async uploadForOwner(upload: Upload, user: SessionUser, by: Actor) {
    const checked = await checkedUpload(upload, businessesApi.ownerUploadFields);
    const owner = await this.visibleOwner(checked.fields.ownerId, user);
    const business = { id: owner.businessId, organizationId: owner.organizationId };
    return this.store(business, owner.id, checked, by);
  }

  async file(id: string, user: SessionUser) {
    const found = await docs.documentWithOrganization(this.d.db, id);
    if (!found || !inScope(await this.d.scopes.of(user), found.organizationId)) throw fail.notFound();
    const data = await this.d.blobs.get(found.document.blobKey);
    if (!data) throw fail.notFound();
    // Shown in the viewer popup: inline, but with a server-chosen name and the checked type.
    return {
      data,
      contentType: found.document.contentType,
      fileName: documentFileName(found.document),
      inline: true,
    };
  }

  /** Which of these blob keys business documents refer to (the start-up sweep keeps them). */
  blobKeysIn = (keys: readonly string[]) => docs.blobKeysIn(this.d.db, keys);

  private async visibleOwner(ownerId: string, user: SessionUser) {
    const owner = await docs.ownerWithOrganization(this.d.db, ownerId);
    if (!owner || !inScope(await this.d.scopes.of(user), owner.organizationId)) throw fail.notFound();
    return owner;
  }

  private async store(
    business: { id: string; organizationId: string },
    ownerId: string | null,
    checked: Awaited<ReturnType<typeof checkedUpload<typeof businessesApi.businessUploadFields>>>,
    by: Actor,
  ): Promise<BusinessDocument> {
    const { fields, file, contentType } = checked;
    const staged = await this.d.blobs.stage(file);
    try {
      return await this.d.db.transaction(async (tx) => {
        const row = await docs.insertDocument(
          tx,
          {
            businessId: business.id,
            ownerId,
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
        await docs.documentAdded(tx, business.id);
        await recordActivity(tx, by, {
          type: 'Document',
          event: 'Uploaded',
          organizationId: business.organizationId,
          remarks: ownerId
            ? fillMessage(messages.signatoryDocument, { document: fields.documentType })
            : fields.documentType,
          targetType: 'Business',
          targetId: business.id,
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
}

import { and, asc, eq, getTableColumns, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  businessDocuments,
  businesses,
  businessMissingDocuments,
  businessOwners,
} from '../../db/schema/index.ts';
import { insertCreated, type NewRecord } from '../../db/versioning.ts';

export type BusinessDocumentRow = typeof businessDocuments.$inferSelect;
export type OwnerRow = typeof businessOwners.$inferSelect & { documents: number };

// In the selected fields of a one-table select Drizzle writes a column without its table ("id"),
// which inside this subquery would name the document's own id; so the outer row's table is named.
const ownerDocumentCount = sql<number>`(select count(*)::int from ${businessDocuments} d
  where d.owner_id = ${businessOwners}.id and not d.is_deleted)`;

export const ownersOf = (exec: Executor, businessId: string): Promise<OwnerRow[]> =>
  exec
    .select({
      ...getTableColumns(businessOwners),
      documents: ownerDocumentCount,
    })
    .from(businessOwners)
    .where(and(eq(businessOwners.businessId, businessId), not(businessOwners.isDeleted)))
    .orderBy(asc(businessOwners.position));

/** A live signatory with the organization of its business, or null. */
export async function ownerWithOrganization(exec: Executor, ownerId: string) {
  const [row] = await exec
    .select({
      id: businessOwners.id,
      businessId: businessOwners.businessId,
      organizationId: businesses.organizationId,
    })
    .from(businessOwners)
    .innerJoin(businesses, eq(businesses.id, businessOwners.businessId))
    .where(and(eq(businessOwners.id, ownerId), not(businessOwners.isDeleted), not(businesses.isDeleted)));
  return row ?? null;
}

export const insertDocument = (
  exec: Executor,
  values: NewRecord<typeof businessDocuments>,
  by: { userName: string; at: Date },
) => insertCreated(exec, businessDocuments, values, by);

/** The business's count of documents (its own and its signatories'), kept with the row for the list. */
export async function documentAdded(exec: Executor, businessId: string): Promise<void> {
  await exec
    .update(businesses)
    .set({ documentsCount: sql`${businesses.documentsCount} + 1` })
    .where(eq(businesses.id, businessId));
}

/** The business's own documents (ownerId null), or those of one signatory. */
export const documentsOf = (
  exec: Executor,
  of: { businessId: string; ownerId?: undefined } | { ownerId: string; businessId?: undefined },
): Promise<BusinessDocumentRow[]> =>
  exec
    .select()
    .from(businessDocuments)
    .where(
      and(
        of.ownerId
          ? eq(businessDocuments.ownerId, of.ownerId)
          : and(eq(businessDocuments.businessId, of.businessId!), isNull(businessDocuments.ownerId)),
        not(businessDocuments.isDeleted),
      ),
    )
    .orderBy(asc(businessDocuments.createdAt));

/** A live document with the organization of its business, or null. */
export async function documentWithOrganization(exec: Executor, id: string) {
  const [row] = await exec
    .select({ document: businessDocuments, organizationId: businesses.organizationId })
    .from(businessDocuments)
    .innerJoin(businesses, eq(businesses.id, businessDocuments.businessId))
    .where(and(eq(businessDocuments.id, id), not(businessDocuments.isDeleted)));
  return row ?? null;
}

/** Which of these blob keys a business document row (live or not) refers to. */
export async function blobKeysIn(exec: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await exec
    .select({ key: businessDocuments.blobKey })
    .from(businessDocuments)
    .where(inArray(businessDocuments.blobKey, [...keys]));
  return new Set(rows.map((r) => r.key));
}

/**
 * Missing documents still owed: no document of that type uploaded since the rejection, for the
 * business or for any of its signatories.
 */
export const openMissingDocuments = (exec: Executor, businessId: string) =>
  exec
    .select({
      id: businessMissingDocuments.id,
      rejectionReason: businessMissingDocuments.rejectionReason,
      documentName: businessMissingDocuments.documentName,
      createdAt: businessMissingDocuments.createdAt,
    })
    .from(businessMissingDocuments)
    .where(
      and(
        eq(businessMissingDocuments.businessId, businessId),
        isNull(businessMissingDocuments.resolvedAt),
        sql`not exists (select 1 from ${businessDocuments} d where d.business_id = ${businessMissingDocuments.businessId}
              and d.document_type = ${businessMissingDocuments.documentName}
              and d.created_at >= ${businessMissingDocuments.createdAt} and not d.is_deleted)`,
      ),
    )
    .orderBy(asc(businessMissingDocuments.createdAt));

export async function addMissing(
  exec: Executor,
  businessId: string,
  items: readonly { rejectionReason: string; documentName: string }[],
  at: Date,
): Promise<void> {
  if (items.length === 0) return;
  await exec.insert(businessMissingDocuments).values(items.map((r) => ({ businessId, ...r, createdAt: at })));
}

export async function resolveMissing(exec: Executor, businessId: string, at: Date): Promise<void> {
  await exec
    .update(businessMissingDocuments)
    .set({ resolvedAt: at })
    .where(
      and(eq(businessMissingDocuments.businessId, businessId), isNull(businessMissingDocuments.resolvedAt)),
    );
}

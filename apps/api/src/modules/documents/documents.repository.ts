import { and, asc, eq, inArray, ne, not } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, documents } from '../../db/schema/index.ts';
import { insertCreated, type NewRecord } from '../../db/versioning.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = NewRecord<typeof documents>;

export const insertDocument = (exec: Executor, values: NewDocument, by: { userName: string; at: Date }) =>
  insertCreated(exec, documents, values, by);

export const documentsOf = (exec: Executor, customerId: string): Promise<DocumentRow[]> =>
  exec
    .select()
    .from(documents)
    .where(and(eq(documents.customerId, customerId), not(documents.isDeleted)))
    .orderBy(asc(documents.createdAt));

/** A live document with the organization of its customer, or null. */
export async function documentWithOrganization(exec: Executor, id: string) {
  const [row] = await exec
    .select({ document: documents, organizationId: customers.organizationId })
    .from(documents)
    .innerJoin(customers, eq(customers.id, documents.customerId))
    .where(and(eq(documents.id, id), not(documents.isDeleted)));
  return row ?? null;
}

/** The identity documents (type and number) of a customer. */
export const identityDocumentsOf = (exec: Executor, customerId: string, types: readonly string[]) =>
  exec
    .select({ type: documents.documentType, no: documents.documentNo })
    .from(documents)
    .where(
      and(
        eq(documents.customerId, customerId),
        not(documents.isDeleted),
        inArray(documents.documentType, [...types]),
      ),
    );

/** The name of another live customer holding a document of this type and number. */
export async function otherHolder(
  exec: Executor,
  doc: { type: string; no: string },
  customerId: string,
): Promise<string | null> {
  const [row] = await exec
    .select({ name: customers.name })
    .from(documents)
    .innerJoin(customers, eq(customers.id, documents.customerId))
    .where(
      and(
        eq(documents.documentType, doc.type),
        eq(documents.documentNo, doc.no),
        ne(documents.customerId, customerId),
        not(documents.isDeleted),
        not(customers.isDeleted),
      ),
    )
    .limit(1);
  return row?.name ?? null;
}

/** Which of these blob keys a document row (live or not) refers to. */
export async function blobKeysIn(exec: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await exec
    .select({ key: documents.blobKey })
    .from(documents)
    .where(inArray(documents.blobKey, [...keys]));
  return new Set(rows.map((r) => r.key));
}

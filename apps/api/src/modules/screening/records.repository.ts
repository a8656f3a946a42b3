import { and, asc, eq, gt, inArray, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  applications,
  businesses,
  businessOwners,
  customers,
  documents,
  merchants,
} from '../../db/schema/index.ts';

/** The records screened against the lists: onboarded people and businesses, and merchants. */
export const screenedTypes = ['Customer', 'Business', 'Signatory', 'Merchant'] as const;
export type ScreenedType = (typeof screenedTypes)[number];

/** What of a record is compared with a list entry; kept on its hits as screened. */
export interface Subject {
  name: string;
  dateOfBirth: string | null;
  nationality: string | null;
  documentNumber: string | null;
}

/** A record as screened: its subject, and the organization its hits belong to. */
export interface ScreenedRecord {
  type: ScreenedType;
  id: string;
  organizationId: string;
  /** The kind of entry it is compared with; null: with both. */
  kind: 'Individual' | 'Entity' | null;
  subject: Subject;
}

/** Where to read each type's records, and how its fields make the subject. */
const IDENTITY_DOCUMENTS = ['Passport', 'National ID', 'Driving License'];

/** The number of a customer's newest identity document that has one. */
const identityNumber = sql<string | null>`(
  select d.document_no from ${documents} d
  where d.customer_id = "customers"."id" and not d.is_deleted and d.document_no is not null
    and d.document_type in (${sql.join(
      IDENTITY_DOCUMENTS.map((t) => sql`${t}`),
      sql`, `,
    )})
  order by d.created_at desc, d.id desc limit 1)`;

type Row = ScreenedRecord;

async function readCustomers(exec: Executor, ids: readonly string[] | null, after: string, limit: number) {
  const rows = await exec
    .select({
      id: customers.id,
      organizationId: customers.organizationId,
      name: customers.name,
      dateOfBirth: customers.dateOfBirth,
      nationality: customers.nationality,
      documentNumber: identityNumber,
    })
    .from(customers)
    .where(and(not(customers.isDeleted), ids ? inArray(customers.id, [...ids]) : gt(customers.id, after)))
    .orderBy(asc(customers.id))
    .limit(limit);
  return rows.map(({ id, organizationId, ...subject }): Row => ({
    type: 'Customer',
    id,
    organizationId,
    kind: 'Individual',
    subject,
  }));
}

async function readBusinesses(exec: Executor, ids: readonly string[] | null, after: string, limit: number) {
  const rows = await exec
    .select({
      id: businesses.id,
      organizationId: businesses.organizationId,
      name: businesses.name,
      registrationNumber: businesses.registrationNumber,
    })
    .from(businesses)
    .where(and(not(businesses.isDeleted), ids ? inArray(businesses.id, [...ids]) : gt(businesses.id, after)))
    .orderBy(asc(businesses.id))
    .limit(limit);
  return rows.map((r): Row => ({
    type: 'Business',
    id: r.id,
    organizationId: r.organizationId,
    kind: 'Entity',
    subject: { name: r.name, dateOfBirth: null, nationality: null, documentNumber: r.registrationNumber },
  }));
}

async function readSignatories(exec: Executor, ids: readonly string[] | null, after: string, limit: number) {
  const rows = await exec
    .select({
      id: businessOwners.id,
      organizationId: businesses.organizationId,
      name: businessOwners.name,
      dateOfBirth: businessOwners.dateOfBirth,
      nationality: businessOwners.nationality,
      documentNumber: businessOwners.idNumber,
    })
    .from(businessOwners)
    .innerJoin(businesses, eq(businesses.id, businessOwners.businessId))
    .where(
      and(
        not(businessOwners.isDeleted),
        not(businesses.isDeleted),
        ids ? inArray(businessOwners.id, [...ids]) : gt(businessOwners.id, after),
      ),
    )
    .orderBy(asc(businessOwners.id))
    .limit(limit);
  return rows.map(({ id, organizationId, ...subject }): Row => ({
    type: 'Signatory',
    id,
    organizationId,
    kind: 'Individual',
    subject,
  }));
}

async function readMerchants(exec: Executor, ids: readonly string[] | null, after: string, limit: number) {
  const rows = await exec
    .select({
      id: merchants.id,
      organizationId: merchants.organizationId,
      name: merchants.name,
      code: merchants.code,
    })
    .from(merchants)
    .where(and(not(merchants.isDeleted), ids ? inArray(merchants.id, [...ids]) : gt(merchants.id, after)))
    .orderBy(asc(merchants.id))
    .limit(limit);
  return rows.map((r): Row => ({
    type: 'Merchant',
    id: r.id,
    organizationId: r.organizationId,
    // A merchant is a shop, yet often named for its owner: compared with people and entities alike.
    kind: null,
    subject: { name: r.name, dateOfBirth: null, nationality: null, documentNumber: r.code },
  }));
}

const readers = {
  Customer: readCustomers,
  Business: readBusinesses,
  Signatory: readSignatories,
  Merchant: readMerchants,
} satisfies Record<ScreenedType, unknown>;

/** Records of one type by their ids, as screened; those gone (deleted) are left out. */
export async function recordsToScreen(
  exec: Executor,
  type: ScreenedType,
  ids: readonly string[],
): Promise<ScreenedRecord[]> {
  if (ids.length === 0) return [];
  return readers[type](exec, ids, '', ids.length);
}

/** The signatories of a business: screened and held with it. */
export async function signatoriesOf(exec: Executor, businessId: string): Promise<string[]> {
  const rows = await exec
    .select({ id: businessOwners.id })
    .from(businessOwners)
    .where(and(eq(businessOwners.businessId, businessId), not(businessOwners.isDeleted)));
  return rows.map((r) => r.id);
}

/** The next records of one type after an id, in id order: a batch of a re-screening. */
export async function recordsAfter(
  exec: Executor,
  type: ScreenedType,
  after: string,
  limit: number,
): Promise<ScreenedRecord[]> {
  return readers[type](exec, null, after, limit);
}

/**
 * The records that hold an account of an organization: the customers the core names as its holder
 * (`coreCustomerId`), the customer whose application opened it, and the business it was opened for
 * with its signatories.
 */
export async function holdersOfAccount(
  exec: Executor,
  organizationId: string,
  accountNo: string,
  coreCustomerId: string | null,
): Promise<string[]> {
  const people = await exec
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.organizationId, organizationId),
        coreCustomerId === null ? sql`false` : eq(customers.coreCustomerId, coreCustomerId),
      ),
    );
  const opened = await exec
    .select({ id: applications.customerId })
    .from(applications)
    .where(and(eq(applications.organizationId, organizationId), eq(applications.accountNumber, accountNo)));
  const firms = await exec
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.organizationId, organizationId), eq(businesses.accountNumber, accountNo)));
  const ids = [...people, ...opened, ...firms].map((r) => r.id);
  for (const f of firms) ids.push(...(await signatoriesOf(exec, f.id)));
  return [...new Set(ids)];
}

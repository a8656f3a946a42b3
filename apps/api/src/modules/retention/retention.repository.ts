import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import {
  businessDocuments,
  businesses,
  businessOwners,
  customers,
  documents,
  legalHolds,
  retentionRuns,
  retentionSettings,
} from '../../db/schema/index.ts';
import type { OrgScope } from '../../platform/org-scope.ts';

export type SettingsRow = typeof retentionSettings.$inferSelect;
export type RunRow = typeof retentionRuns.$inferSelect;
export type Kind = 'Customer' | 'Business';

/** The one row of the schedule; null until the first approved change. */
export async function readSettings(exec: Executor): Promise<SettingsRow | null> {
  const [row] = await exec.select().from(retentionSettings).where(eq(retentionSettings.id, 1));
  return row ?? null;
}

export async function writeSettings(
  exec: Executor,
  values: Omit<SettingsRow, 'id' | 'rowVersion'>,
): Promise<void> {
  await exec
    .insert(retentionSettings)
    .values({ id: 1, rowVersion: 1, ...values })
    .onConflictDoUpdate({
      target: retentionSettings.id,
      set: { ...values, rowVersion: sql`${retentionSettings.rowVersion} + 1` },
    });
}

/** The customer a hold is asked for: its organization and name, or null when there is none. */
export async function customerOf(exec: Executor, id: string) {
  const [row] = await exec
    .select({ id: customers.id, name: customers.name, organizationId: customers.organizationId })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.isDeleted, false)));
  return row ?? null;
}

export async function isHeld(exec: Executor, targetType: Kind, targetId: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: legalHolds.id })
    .from(legalHolds)
    .where(and(eq(legalHolds.targetType, targetType), eq(legalHolds.targetId, targetId)));
  return row !== undefined;
}

export async function insertHold(exec: Executor, hold: typeof legalHolds.$inferInsert): Promise<void> {
  await exec.insert(legalHolds).values(hold).onConflictDoNothing();
}

/** Cut-offs: a relationship that ended at or before one is past its retention. */
export interface Cutoffs {
  customer: Date;
  business: Date;
}

export interface DueRow {
  kind: Kind;
  id: string;
  name: string;
  organizationId: string;
  endedAt: Date;
  documents: number;
  total: number;
}

const notHeld = (kind: Kind, id: SQL) =>
  sql`not exists (select 1 from legal_holds l where l.target_type = ${kind} and l.target_id = ${id})`;

const inOrgs = (column: SQL, scope: OrgScope) =>
  scope.all
    ? sql`true`
    : scope.organizationIds.length
      ? sql`${column} in (${sql.join(
          scope.organizationIds.map((o) => sql`${o}::uuid`),
          sql`, `,
        )})`
      : sql`false`;

/**
 * The records past their retention, oldest end first. A customer's relationship ended when every
 * application of it was declined (a removed one aside), at the last decline; a business's when
 * it was declined. A record under a legal hold, or anonymised already, is never due.
 */
function dueQuery(cut: Cutoffs, scope: OrgScope, kinds: readonly Kind[]): SQL {
  const customersDue = sql`
    select 'Customer' as kind, c.id, c.name, c.organization_id, e.ended_at, c.documents_count
    from (
      select a.customer_id,
        max(coalesce(h.created_at, a.time_stamp)) filter (where a.status = 'Declined') as ended_at
      from applications a
      left join application_history h on h.application_id = a.id and h.status = 'Declined'
      group by a.customer_id
      having bool_and(a.status = 'Declined' or a.is_deleted)
    ) e
    join customers c on c.id = e.customer_id
    where c.anonymised_at is null and e.ended_at <= ${cut.customer.toISOString()}::timestamptz
      and ${inOrgs(sql`c.organization_id`, scope)} and ${notHeld('Customer', sql`c.id`)}`;
  const businessesDue = sql`
    select 'Business' as kind, b.id, b.name, b.organization_id, b.ended_at, b.documents_count
    from (
      select b.*, coalesce(
        (select max(h.created_at) from business_history h
          where h.business_id = b.id and h.status = 'Declined'),
        b.time_stamp) as ended_at
      from businesses b
      where b.status = 'Declined' and b.anonymised_at is null
        and ${inOrgs(sql`b.organization_id`, scope)} and ${notHeld('Business', sql`b.id`)}
    ) b
    where b.ended_at <= ${cut.business.toISOString()}::timestamptz`;
  const parts = kinds.map((k) => (k === 'Customer' ? customersDue : businessesDue));
  return sql.join(parts, sql` union all `);
}

type RawDue = Omit<DueRow, 'endedAt' | 'organizationId' | 'documents' | 'total'> & {
  organization_id: string;
  ended_at: Date | string;
  documents_count: number;
  total: number | string;
};

export async function due(
  exec: Executor,
  cut: Cutoffs,
  scope: OrgScope,
  page: { limit: number; offset: number; kinds?: readonly Kind[] },
): Promise<DueRow[]> {
  const rows = await queryRows<RawDue>(
    exec,
    sql`select d.*, count(*) over () as total
        from (${dueQuery(cut, scope, page.kinds ?? ['Customer', 'Business'])}) d
        order by d.ended_at, d.id limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    name: r.name,
    organizationId: r.organization_id,
    endedAt: new Date(r.ended_at),
    documents: Number(r.documents_count),
    total: Number(r.total),
  }));
}

/** Names and personal fields replaced; the id, status, counts and history stay. */
const ANONYMISED_CUSTOMER = {
  name: 'Anonymised customer',
  mobile: '',
  email: '',
  telephone: null,
  address: null,
  dateOfBirth: null,
  title: null,
  motherName: null,
  employer: null,
  salary: null,
  totalIncome: null,
  totalNetWorth: null,
  nomineeName: null,
  nomineeAddress: null,
  nomineeRelationship: null,
  occupation: null,
  sourceOfFunds: null,
  expectedMonthlyTurnover: null,
  accountPurpose: null,
  pepRelationship: null,
} as const;

/**
 * Anonymises a customer still due (not anonymised, not held) and deletes its documents' rows;
 * answers the files to remove, or null when it was no longer due.
 */
export async function anonymiseCustomer(exec: Executor, id: string, at: Date): Promise<string[] | null> {
  const [done] = await exec
    .update(customers)
    .set({
      ...ANONYMISED_CUSTOMER,
      anonymisedAt: at,
      timeStamp: at,
      rowVersion: sql`${customers.rowVersion} + 1`,
    })
    .where(
      and(eq(customers.id, id), isNull(customers.anonymisedAt), notHeld('Customer', sql`${customers.id}`)),
    )
    .returning({ id: customers.id });
  if (!done) return null;
  const files = await exec
    .delete(documents)
    .where(eq(documents.customerId, id))
    .returning({ key: documents.blobKey });
  return files.map((f) => f.key);
}

export async function anonymiseBusiness(exec: Executor, id: string, at: Date): Promise<string[] | null> {
  const [done] = await exec
    .update(businesses)
    .set({
      name: 'Anonymised business',
      email: '',
      address: null,
      contactPersonName: null,
      contactPersonEmail: null,
      contactPersonPhone: null,
      signatoryNotes: null,
      anonymisedAt: at,
      timeStamp: at,
      rowVersion: sql`${businesses.rowVersion} + 1`,
    })
    .where(
      and(eq(businesses.id, id), isNull(businesses.anonymisedAt), notHeld('Business', sql`${businesses.id}`)),
    )
    .returning({ id: businesses.id });
  if (!done) return null;
  await exec
    .update(businessOwners)
    .set({
      name: 'Anonymised signatory',
      mobileNumber: '',
      email: null,
      idNumber: '',
      notes: null,
      // The year alone, as the mask shows it: the column holds a date.
      dateOfBirth: sql`make_date(extract(year from ${businessOwners.dateOfBirth})::int, 1, 1)`,
      timeStamp: at,
      rowVersion: sql`${businessOwners.rowVersion} + 1`,
    })
    .where(eq(businessOwners.businessId, id));
  const files = await exec
    .delete(businessDocuments)
    .where(eq(businessDocuments.businessId, id))
    .returning({ key: businessDocuments.blobKey });
  return files.map((f) => f.key);
}

export async function insertRun(exec: Executor, startedAt: Date): Promise<RunRow> {
  const [row] = await exec.insert(retentionRuns).values({ startedAt }).returning();
  return row!;
}

export async function addToRun(
  exec: Executor,
  id: string,
  add: { customers: number; businesses: number; documents: number },
): Promise<void> {
  await exec
    .update(retentionRuns)
    .set({
      customers: sql`${retentionRuns.customers} + ${add.customers}`,
      businesses: sql`${retentionRuns.businesses} + ${add.businesses}`,
      documents: sql`${retentionRuns.documents} + ${add.documents}`,
    })
    .where(eq(retentionRuns.id, id));
}

export async function finishRun(exec: Executor, id: string, at: Date): Promise<RunRow> {
  const [row] = await exec
    .update(retentionRuns)
    .set({ finishedAt: at })
    .where(eq(retentionRuns.id, id))
    .returning();
  return row!;
}

export async function listRuns(exec: Executor, page: { limit: number; offset: number }) {
  const rows = await exec
    .select()
    .from(retentionRuns)
    .orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await exec.select({ n: sql<number>`count(*)::int` }).from(retentionRuns);
  return { rows, total: count?.n ?? 0 };
}

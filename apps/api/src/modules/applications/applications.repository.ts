import { and, asc, desc, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { applicationsApi, EndpointQuery } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import {
  applicationHistory,
  applications,
  customers,
  documents,
  missingDocuments,
  organizations,
} from '../../db/schema/index.ts';
import { insertCreated, updateVersioned, type NewRecord } from '../../db/versioning.ts';
import { fail } from '../../platform/errors.ts';
import { kept } from '../../platform/kept-counts.ts';
import { scopeCondition, type OrgScope } from '../../platform/org-scope.ts';
import { iso, offsetOf } from '../../platform/paging.ts';
import { byValue, PreparedShapes, type Bind } from '../../platform/prepared-shapes.ts';

type ListQuery = EndpointQuery<typeof applicationsApi.listApplications>;
export type ApplicationRow = applicationsApi.ApplicationRow;
export const FINAL_STATUSES: ApplicationRow['status'][] = ['Completed', 'Declined'];

const columns = {
  id: applications.id,
  customerId: applications.customerId,
  customerName: customers.name,
  customerMobile: customers.mobile,
  organizationId: applications.organizationId,
  organization: organizations.name,
  type: applications.accountType,
  currency: applications.currency,
  branchCode: applications.branchCode,
  status: applications.status,
  accountNumber: applications.accountNumber,
  isShadow: applications.isShadow,
  createdAt: applications.createdAt,
  createdBy: applications.createdBy,
  rowVersion: applications.rowVersion,
  declineReason: applications.declineReason,
  openingError: applications.openingError,
};

const selectRows = (exec: Executor) =>
  exec
    .select(columns)
    .from(applications)
    .innerJoin(customers, eq(customers.id, applications.customerId))
    .innerJoin(organizations, eq(organizations.id, applications.organizationId));
type Row = Awaited<ReturnType<typeof selectRows>>[number];
const toRow = (r: Row): ApplicationRow => ({ ...r, createdAt: iso(r.createdAt) });

const sortable: Record<string, AnyPgColumn | SQL> = {
  status: applications.status,
  createdAt: applications.createdAt,
  customerName: sql`lower(${customers.name})`,
  type: applications.accountType,
};

function listFilter(q: ListQuery, bind: Bind = byValue, scope?: OrgScope): SQL {
  const where: SQL[] = [
    eq(applications.isDeleted, false),
    eq(applications.isShadow, bind('isShadow', q.isShadow ?? false)),
  ];
  const inScope = scope && scopeCondition(applications.organizationId, scope);
  if (inScope) where.push(inScope);
  if (q.status) where.push(eq(applications.status, bind('status', q.status)));
  if (q.organization) where.push(eq(applications.organizationId, bind('organization', q.organization)));
  const customer = q.customer ?? q.destinationCustomerId;
  if (customer) where.push(eq(applications.customerId, bind('customer', customer)));
  return and(...where) as SQL;
}

const pageQuery = (exec: Executor, q: ListQuery, bind: Bind, scope?: OrgScope) =>
  selectRows(exec)
    .where(listFilter(q, bind, scope))
    .orderBy(
      ...(q.sort ?? []).map((s) => (s.desc ? desc(sortable[s.field]!) : asc(sortable[s.field]!))),
      desc(applications.createdAt),
      asc(applications.id),
    )
    .limit(bind('limit', q.size))
    .offset(bind('offset', offsetOf(q.page, q.size)));

const pages = new PreparedShapes<Awaited<ReturnType<typeof pageQuery>>>('applications_page');

export async function listApplications(
  exec: Executor,
  q: ListQuery,
  scope?: OrgScope,
): Promise<ApplicationRow[]> {
  const customer = q.customer ?? q.destinationCustomerId;
  // A scope's organizations are few and stable: each set is a shape of its own.
  const scopeShape = !scope || scope.all ? null : [...scope.organizationIds].sort();
  const rows = await pages.run(
    exec,
    JSON.stringify([Boolean(q.status), Boolean(q.organization), Boolean(customer), q.sort ?? [], scopeShape]),
    {
      isShadow: q.isShadow ?? false,
      status: q.status,
      organization: q.organization,
      customer,
      limit: q.size,
      offset: offsetOf(q.page, q.size),
    },
    (bind) => pageQuery(exec, q, bind, scope),
  );
  return rows.map(toRow);
}

/** Kept totals answer the shadow and status filters; anything narrower is counted for real. */
export async function countApplications(exec: Executor, q: ListQuery, scope?: OrgScope): Promise<number> {
  // Kept totals are of every organization: a narrower scope is counted for real.
  if (!q.organization && !q.customer && !q.destinationCustomerId && (!scope || scope.all)) {
    return kept(
      exec,
      `applications:${q.isShadow ? 'shadow' : 'main'}${q.status ? `:status:${q.status}` : ''}`,
    );
  }
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(listFilter(q, byValue, scope));
  return row?.n ?? 0;
}

export async function getApplication(exec: Executor, id: string): Promise<ApplicationRow | null> {
  const [row] = await selectRows(exec).where(and(eq(applications.id, id), eq(applications.isDeleted, false)));
  return row ? toRow(row) : null;
}

export async function requireApplication(exec: Executor, id: string): Promise<ApplicationRow> {
  return (await getApplication(exec, id)) ?? fail.notFound().throwIt();
}

export async function ofCustomer(exec: Executor, customerId: string): Promise<ApplicationRow[]> {
  const rows = await selectRows(exec)
    .where(and(eq(applications.customerId, customerId), eq(applications.isDeleted, false)))
    .orderBy(desc(applications.createdAt));
  return rows.map(toRow);
}

export async function addHistory(
  exec: Executor,
  applicationId: string,
  status: ApplicationRow['status'],
  comments: string | null,
  by: string,
  at: Date,
): Promise<void> {
  await exec
    .insert(applicationHistory)
    .values({ applicationId, status, comments, createdBy: by, createdAt: at });
}

export const historyOf = (exec: Executor, applicationId: string) =>
  exec
    .select({
      status: applicationHistory.status,
      comments: applicationHistory.comments,
      createdBy: applicationHistory.createdBy,
      createdAt: applicationHistory.createdAt,
    })
    .from(applicationHistory)
    .where(eq(applicationHistory.applicationId, applicationId))
    .orderBy(asc(applicationHistory.seq));

/** Missing documents still owed: none of that type uploaded for the customer since the rejection. */
export const openMissingDocuments = (exec: Executor, applicationId: string) =>
  exec
    .select({
      id: missingDocuments.id,
      rejectionReason: missingDocuments.rejectionReason,
      documentName: missingDocuments.documentName,
      createdAt: missingDocuments.createdAt,
    })
    .from(missingDocuments)
    .innerJoin(applications, eq(applications.id, missingDocuments.applicationId))
    .where(
      and(
        eq(missingDocuments.applicationId, applicationId),
        isNull(missingDocuments.resolvedAt),
        sql`not exists (select 1 from ${documents} d where d.customer_id = ${applications.customerId}
              and d.document_type = ${missingDocuments.documentName} and d.created_at > ${missingDocuments.createdAt} and not d.is_deleted)`,
      ),
    )
    .orderBy(asc(missingDocuments.createdAt));

export async function resolveMissing(exec: Executor, applicationId: string, at: Date): Promise<void> {
  await exec
    .update(missingDocuments)
    .set({ resolvedAt: at })
    .where(and(eq(missingDocuments.applicationId, applicationId), isNull(missingDocuments.resolvedAt)));
}

/** A customer's applications: all of them, and those neither Completed nor Declined. */
export async function countsOf(
  exec: Executor,
  customerId: string,
): Promise<{ all: number; ongoing: number }> {
  const [row] = await exec
    .select({
      all: sql<number>`count(*)::int`,
      ongoing: sql<number>`(count(*) filter (where ${notInArray(applications.status, FINAL_STATUSES)}))::int`,
    })
    .from(applications)
    .where(and(eq(applications.customerId, customerId), eq(applications.isDeleted, false)));
  return { all: row?.all ?? 0, ongoing: row?.ongoing ?? 0 };
}

export type NewApplication = NewRecord<typeof applications>;

export const insertApplication = async (
  exec: Executor,
  values: NewApplication,
  by: { userName: string; at: Date },
) => (await insertCreated(exec, applications, values, by)).id;

/** What the core answered to the account opening: the account, or why it failed. */
export async function setOpening(
  exec: Executor,
  id: string,
  outcome: { status?: 'Completed'; accountNumber?: string; openingError: string | null },
  at: Date,
): Promise<void> {
  await exec
    .update(applications)
    .set({ ...outcome, rowVersion: sql`${applications.rowVersion} + 1`, timeStamp: at })
    .where(eq(applications.id, id));
}

export async function addMissing(
  exec: Executor,
  applicationId: string,
  items: readonly { rejectionReason: string; documentName: string }[],
  at: Date,
): Promise<void> {
  if (items.length === 0) return;
  await exec.insert(missingDocuments).values(items.map((r) => ({ applicationId, ...r, createdAt: at })));
}

/** A decision on the application as the client read it (a stale rowVersion is a 409). */
export const updateStatus = (
  exec: Executor,
  id: string,
  rowVersion: number,
  values: { status: ApplicationRow['status']; declineReason?: string | null; customerId?: string },
  at: Date,
) => updateVersioned(exec, applications, id, rowVersion, values, at);

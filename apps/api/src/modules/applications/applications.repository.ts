import { and, asc, desc, eq, isNull, not, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { applicationsApi, EndpointQuery, Paged } from '@console/contract';
import type { Opening } from '../decisions/index.ts';
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
import { fail } from '../../kernel/errors.ts';
import { defineList, filter, oneOf, pageIds } from '../../platform/list/index.ts';
import { everyOrganization, inScope, type OrgScope } from '../../platform/org-scope.ts';
import { iso } from '../../kernel/paging.ts';

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
  awaitingCore: applications.awaitingCore,
};

const selectRows = (exec: Executor) =>
  exec
    .select(columns)
    .from(applications)
    .innerJoin(customers, eq(customers.id, applications.customerId))
    .innerJoin(organizations, eq(organizations.id, applications.organizationId));
type Row = Awaited<ReturnType<typeof selectRows>>[number];
const toRow = (r: Row): ApplicationRow => ({ ...r, createdAt: iso(r.createdAt) });

type SortField = NonNullable<ListQuery['sort']>[number]['field'];

const applicationsList = defineList({
  name: 'applications',
  from: applications,
  organization: applications.organizationId,
  createdAt: applications.createdAt,
  base: not(applications.isDeleted),
  sortable: {
    status: applications.status,
    createdAt: applications.createdAt,
    customerName: sql`lower(${customers.name})`,
    type: applications.accountType,
  } satisfies Record<SortField, AnyPgColumn | SQL>,
  ties: [desc(applications.createdAt), asc(applications.id)],
  // The page's ids first, from the applications alone (and their customers when sorted by name),
  // then its rows joined. Note: joined before the offset, every row a deep page stepped over was
  // joined too, 50,000 of them for page 5000 (docs/architecture.md › Deep pages).
  query: (exec, p) => {
    const ids = exec.select({ id: applications.id }).from(applications).$dynamic();
    if (p.sort?.some((s) => s.field === 'customerName'))
      ids.innerJoin(customers, eq(customers.id, applications.customerId));
    const page = pageIds(ids, p);
    return exec
      .select({ ...columns, total: p.total })
      .from(page)
      .innerJoin(applications, eq(applications.id, page.id))
      .innerJoin(customers, eq(customers.id, applications.customerId))
      .innerJoin(organizations, eq(organizations.id, applications.organizationId))
      .orderBy(...p.order);
  },
  item: toRow,
});

/**
 * Applications, paged, within the organizations of `scope`. Cached totals answer the shadow and
 * status filters, whose deep pages start at their day (`deepStart`); anything narrower is counted.
 */
export async function listApplications(
  exec: Executor,
  q: ListQuery,
  scope: OrgScope = everyOrganization,
): Promise<Paged<ApplicationRow>> {
  const customer = q.customer ?? q.destinationCustomerId;
  const narrow = Boolean(q.organization || customer);
  const key = `applications:${q.isShadow ? 'shadow' : 'main'}${q.status ? `:status:${q.status}` : ''}`;
  // Newest first, past its first rows: the page starts at the day it falls in.
  return applicationsList.find(exec, q, {
    scope,
    filters: [
      oneOf('isShadow', q.isShadow ?? false, (v) => eq(applications.isShadow, v)),
      ...(q.status ? [oneOf('status', q.status, (v) => eq(applications.status, v))] : []),
      ...(q.organization
        ? [filter('organization', q.organization, (v) => eq(applications.organizationId, v))]
        : []),
      ...(customer ? [filter('customer', customer, (v) => eq(applications.customerId, v))] : []),
    ],
    kept: narrow ? null : key,
  });
}

export async function getApplication(exec: Executor, id: string): Promise<ApplicationRow | null> {
  const [row] = await selectRows(exec).where(and(eq(applications.id, id), not(applications.isDeleted)));
  return row ? toRow(row) : null;
}

/** The application, if `scope` holds its organization; otherwise it does not exist for the user (404). */
export async function requireApplication(
  exec: Executor,
  id: string,
  scope: OrgScope = everyOrganization,
): Promise<ApplicationRow> {
  const app = await getApplication(exec, id);
  if (!app || !inScope(scope, app.organizationId)) throw fail.notFound();
  return app;
}

/** A customer's applications, shadow ones included, newest first. */
export const ofCustomer = (exec: Executor, customerId: string): Promise<ApplicationRow[]> =>
  applicationsList.all(exec, {
    filters: [filter('customer', customerId, (v) => eq(applications.customerId, v))],
  });

export async function addHistory(
  exec: Executor,
  applicationId: string,
  status: ApplicationRow['status'],
  comments: string | null,
  by: { userName: string; at: Date },
): Promise<void> {
  await exec
    .insert(applicationHistory)
    .values({ applicationId, status, comments, createdBy: by.userName, createdAt: by.at });
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
    .where(and(eq(applications.customerId, customerId), not(applications.isDeleted)));
  return { all: row?.all ?? 0, ongoing: row?.ongoing ?? 0 };
}

export type NewApplication = NewRecord<typeof applications>;

export const insertApplication = async (
  exec: Executor,
  values: NewApplication,
  by: { userName: string; at: Date },
) => (await insertCreated(exec, applications, values, by)).id;

/** What the core answered to the account opening: the account, or why it failed. */
export async function setOpening(exec: Executor, id: string, outcome: Opening, at: Date): Promise<void> {
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

import { and, asc, desc, eq, gt, ilike, sql, type SQL } from 'drizzle-orm';
import type { customersApi, EndpointQuery } from '@console/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { customers, organizations } from '../../db/schema/index.ts';
import { containing, iso, offsetOf } from '../../platform/paging.ts';
import { byValue, PreparedShapes, type Bind } from '../../platform/prepared-shapes.ts';
import { phoneDigits } from '../../platform/phone.ts';

type ListQuery = EndpointQuery<typeof customersApi.listCustomers>;

const rowColumns = {
  id: customers.id,
  name: customers.name,
  mobile: customers.mobile,
  email: customers.email,
  status: customers.status,
  organizationId: customers.organizationId,
  organizationName: organizations.name,
  documents: customers.documentsCount,
  applications: customers.applicationsCount,
  pendingApplications: customers.pendingApplicationsCount,
  createdAt: customers.createdAt,
  createdBy: customers.createdBy,
};

const selectRows = (exec: Executor) =>
  exec
    .select(rowColumns)
    .from(customers)
    .innerJoin(organizations, eq(organizations.id, customers.organizationId));
type Row = Awaited<ReturnType<typeof selectRows>>[number];
const toRow = (r: Row): customersApi.CustomerRow => ({ ...r, createdAt: iso(r.createdAt) });

/** Sort expressions match the indexes; newest first, then id, settles ties. */
const sortable: Record<(typeof customersApi.customerSortFields)[number], SQL | AnyPgColumn> = {
  name: sql`lower(${customers.name})`,
  mobile: customers.mobile,
  email: sql`lower(${customers.email})`,
  status: customers.status,
  createdAt: customers.createdAt,
};

export function listFilter(
  q: Pick<ListQuery, 'name' | 'email' | 'status' | 'hasOngoingApplications'>,
  bind: Bind = byValue,
): SQL {
  const where: SQL[] = [eq(customers.isDeleted, false)];
  if (q.name?.trim()) where.push(sql`lower(${customers.name}) like ${containing(q.name.toLowerCase())}`);
  if (q.email?.trim()) where.push(ilike(customers.email, containing(q.email)));
  if (q.status) where.push(eq(customers.status, bind('status', q.status)));
  if (q.hasOngoingApplications === true) where.push(gt(customers.pendingApplicationsCount, 0));
  if (q.hasOngoingApplications === false) where.push(eq(customers.pendingApplicationsCount, 0));
  return and(...where) as SQL;
}

/** A page alone, or a page carrying a kept total read in the same query. */
export type TotalSource = { uncounted: true } | { keptKey: string };

/**
 * One page: the ids come from an index-only scan (cheap however deep the page), then only those
 * rows are read. A kept total rides along in the same query, so a page costs one round trip.
 */
function pageQuery(exec: Executor, q: ListQuery, keptKey: string | null, bind: Bind) {
  const chosen = (q.sort ?? []).map((s) => (s.desc ? desc(sortable[s.field]) : asc(sortable[s.field])));
  const order = [...chosen, desc(customers.createdAt), asc(customers.id)];
  const page = exec
    .select({ id: customers.id })
    .from(customers)
    .where(listFilter(q, bind))
    .orderBy(...order)
    .limit(bind('limit', q.size))
    .offset(bind('offset', offsetOf(q.page, q.size)))
    .as('page');
  return exec
    .select({
      ...rowColumns,
      total:
        keptKey === null
          ? sql<null>`null`
          : sql<number>`(select n from list_counts where key = ${bind('keptKey', keptKey)})::int`,
    })
    .from(page)
    .innerJoin(customers, eq(customers.id, page.id))
    .innerJoin(organizations, eq(organizations.id, customers.organizationId))
    .orderBy(...order);
}

const pages = new PreparedShapes<Awaited<ReturnType<typeof pageQuery>>>('customers_page');

export async function listCustomers(
  exec: Executor,
  q: ListQuery,
  source: TotalSource,
): Promise<{ rows: customersApi.CustomerRow[]; total: number | null }> {
  const keptKey = 'keptKey' in source ? source.keptKey : null;
  // Note: what a user types (name, email) is matched by value, so that the planner sees it.
  const rows =
    q.name?.trim() || q.email?.trim()
      ? await pageQuery(exec, q, keptKey, byValue)
      : await pages.run(
          exec,
          JSON.stringify([
            Boolean(q.status),
            q.hasOngoingApplications ?? null,
            q.sort ?? [],
            keptKey !== null,
          ]),
          { status: q.status, limit: q.size, offset: offsetOf(q.page, q.size), keptKey },
          (bind) => pageQuery(exec, q, keptKey, bind),
        );
  return {
    rows: rows.map(({ total: _total, ...r }) => toRow(r)),
    total: rows[0]?.total ?? null,
  };
}

export async function countCustomers(exec: Executor, filter: SQL): Promise<number> {
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(filter);
  return row?.n ?? 0;
}

export async function getCustomer(exec: Executor, id: string) {
  const [row] = await exec
    .select({ customer: customers, organizationName: organizations.name })
    .from(customers)
    .innerJoin(organizations, eq(organizations.id, customers.organizationId))
    .where(and(eq(customers.id, id), eq(customers.isDeleted, false)));
  return row ?? null;
}

/** Profiles whose mobile is this one, allowing a country-code prefix on either side. */
export async function findByMobile(
  exec: Executor,
  mobile: string,
  organizationId?: string,
): Promise<customersApi.CustomerRow[]> {
  const digits = phoneDigits(mobile);
  const tail = digits.slice(-9);
  const where = [
    eq(customers.isDeleted, false),
    sql`regexp_replace(${customers.mobile}, '\\D', '', 'g') like ${`%${tail}`}`,
  ];
  if (organizationId) where.push(eq(customers.organizationId, organizationId));
  const rows = await selectRows(exec)
    .where(and(...where))
    .orderBy(desc(customers.createdAt))
    .limit(50);
  return rows
    .filter((r) => {
      const other = phoneDigits(r.mobile);
      return (
        other === digits ||
        (Math.min(other.length, digits.length) >= 7 && (other.endsWith(digits) || digits.endsWith(other)))
      );
    })
    .map(toRow);
}

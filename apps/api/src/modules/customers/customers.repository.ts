import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { customersApi, EndpointBody, EndpointQuery } from '@console/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { customers, organizations } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioning.ts';
import { containing, iso, offsetOf } from '../../platform/paging.ts';
import { byValue, PreparedShapes, type Bind } from '../../platform/prepared-shapes.ts';
import { scopeCondition, type OrgScope } from '../../platform/org-scope.ts';
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

/** The sort expressions over a set of customer columns (the table, or matches gathered from it). */
const sortOn = (c: { name: AnyPgColumn; mobile: AnyPgColumn; email: AnyPgColumn; status: AnyPgColumn }) => ({
  name: sql`lower(${c.name})`,
  mobile: c.mobile,
  email: sql`lower(${c.email})`,
  status: c.status,
});

/** Sort expressions match the indexes; newest first, then id, settles ties. */
const sortable: Record<(typeof customersApi.customerSortFields)[number], SQL | AnyPgColumn> = {
  ...sortOn(customers),
  createdAt: customers.createdAt,
};

/** The list's conditions; a name filter comes already turned into words (customers.names.ts). */
export function listFilter(
  q: Pick<ListQuery, 'email' | 'status' | 'hasOngoingApplications'>,
  bind: Bind = byValue,
  name?: SQL,
  scope?: OrgScope,
): SQL {
  const where: SQL[] = [eq(customers.isDeleted, false)];
  if (name) where.push(name);
  const inScope = scope && scopeCondition(customers.organizationId, scope);
  if (inScope) where.push(inScope);
  if (q.email?.trim()) where.push(sql`lower(${customers.email}) like lower(${containing(q.email)})`);
  if (q.status) where.push(eq(customers.status, bind('status', q.status)));
  if (q.hasOngoingApplications === true) where.push(gt(customers.pendingApplicationsCount, 0));
  if (q.hasOngoingApplications === false) where.push(eq(customers.pendingApplicationsCount, 0));
  return and(...where) as SQL;
}

/** A page alone, or a page carrying a kept total read in the same query. */
export type TotalSource = { uncounted: true } | { keptKey: string };

const orderOf = (q: ListQuery) => [
  ...(q.sort ?? []).map((s) => (s.desc ? desc(sortable[s.field]) : asc(sortable[s.field]))),
  desc(customers.createdAt),
  asc(customers.id),
];

/**
 * One page: the ids come from an index-only scan (cheap however deep the page), then only those
 * rows are read. A kept total rides along in the same query, so a page costs one round trip.
 */
function pageQuery(
  exec: Executor,
  q: ListQuery,
  keptKey: string | null,
  bind: Bind,
  name?: SQL,
  scope?: OrgScope,
) {
  const order = orderOf(q);
  const page = exec
    .select({ id: customers.id })
    .from(customers)
    .where(listFilter(q, bind, name, scope))
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

const scopeShape = (scope?: OrgScope) => (!scope || scope.all ? null : [...scope.organizationIds].sort());

export async function listCustomers(
  exec: Executor,
  q: ListQuery,
  source: TotalSource,
  name?: SQL,
  scope?: OrgScope,
): Promise<{ rows: customersApi.CustomerRow[]; total: number | null }> {
  const keptKey = 'keptKey' in source ? source.keptKey : null;
  // Note: what a user types (name, email) is matched by value, so that the planner sees it.
  // A scope's organizations are few and stable: each set is a shape of its own.
  const rows =
    name || q.email?.trim()
      ? await pageQuery(exec, q, keptKey, byValue, name, scope)
      : await pages.run(
          exec,
          JSON.stringify([
            Boolean(q.status),
            q.hasOngoingApplications ?? null,
            q.sort ?? [],
            keptKey !== null,
            scopeShape(scope),
          ]),
          { status: q.status, limit: q.size, offset: offsetOf(q.page, q.size), keptKey },
          (bind) => pageQuery(exec, q, keptKey, bind, undefined, scope),
        );
  return {
    rows: rows.map(({ total: _total, ...r }) => toRow(r)),
    total: rows[0]?.total ?? null,
  };
}

/**
 * A page and its total from one pass, for a filter known to match few rows: the matches are
 * gathered once (a CTE read twice is materialized), then counted and the page taken from them.
 */
function fewQuery(exec: Executor, q: ListQuery, filter: SQL, bind: Bind) {
  const { organizationName: _org, ...own } = rowColumns;
  const matches = exec.$with('matches').as(exec.select(own).from(customers).where(filter));
  const sortable = sortOn(matches);
  const order = [
    ...(q.sort ?? []).map((s) => {
      const by = s.field === 'createdAt' ? matches.createdAt : sortable[s.field];
      return s.desc ? desc(by) : asc(by);
    }),
    desc(matches.createdAt),
    asc(matches.id),
  ];
  return exec
    .with(matches)
    .select({
      ...matches._.selectedFields,
      organizationName: organizations.name,
      total: sql<number>`(select count(*) from ${matches})::int`,
    })
    .from(matches)
    .innerJoin(organizations, eq(organizations.id, matches.organizationId))
    .orderBy(...order)
    .limit(bind('limit', q.size))
    .offset(bind('offset', offsetOf(q.page, q.size)));
}

const fewPages = new PreparedShapes<Awaited<ReturnType<typeof fewQuery>>>('customers_few');

export async function listFew(
  exec: Executor,
  q: ListQuery,
  name: { condition: (bind: Bind) => SQL; shape: string; values: Record<string, unknown> },
  scope?: OrgScope,
): Promise<{ rows: customersApi.CustomerRow[]; total: number | null }> {
  const build = (bind: Bind) => fewQuery(exec, q, listFilter(q, bind, name.condition(bind), scope), bind);
  const rows = q.email?.trim()
    ? await build(byValue)
    : await fewPages.run(
        exec,
        JSON.stringify([
          name.shape,
          Boolean(q.status),
          q.hasOngoingApplications ?? null,
          q.sort ?? [],
          scopeShape(scope),
        ]),
        { ...name.values, status: q.status, limit: q.size, offset: offsetOf(q.page, q.size) },
        build,
      );
  return { rows: rows.map(({ total: _total, ...r }) => toRow(r)), total: rows[0]?.total ?? null };
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
  scope?: OrgScope,
): Promise<customersApi.CustomerRow[]> {
  const digits = phoneDigits(mobile);
  const tail = digits.slice(-9);
  const where = [
    eq(customers.isDeleted, false),
    // The last nine digits through customers_mobile_tail_idx; a shorter number by its end.
    tail.length === 9
      ? sql`right(regexp_replace(${customers.mobile}, '\\D', '', 'g'), 9) = ${tail}`
      : sql`regexp_replace(${customers.mobile}, '\\D', '', 'g') like ${`%${tail}`}`,
  ];
  if (organizationId) where.push(eq(customers.organizationId, organizationId));
  const inScope = scope && scopeCondition(customers.organizationId, scope);
  if (inScope) where.push(inScope);
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

/** An edit of the profile as the client read it (a stale rowVersion is a 409). */
export const updateProfile = (
  exec: Executor,
  id: string,
  rowVersion: number,
  values: EndpointBody<typeof customersApi.updateCustomer>,
  at: Date,
) => updateVersioned(exec, customers, id, rowVersion, { ...values }, at);

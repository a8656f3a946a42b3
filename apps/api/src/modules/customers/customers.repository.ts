import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { customersApi, EndpointBody, EndpointQuery, Paged } from '@console/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { customerNameWords, customers, organizations } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioning.ts';
import { filter, List, type Filter } from '../../platform/list/list.ts';
import type { NameColumns } from '../../platform/list/name-words.ts';
import { everyOrganization, scopeCondition, type OrgScope } from '../../platform/org-scope.ts';
import { containing, iso } from '../../platform/paging.ts';
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

type Sort = NonNullable<ListQuery['sort']>[number]['field'];
const live = eq(customers.isDeleted, false);

/**
 * One page: the ids come from an index-only scan (cheap however deep the page), then only those
 * rows are read. A kept total rides along in the same query, so a page costs one round trip.
 */
const customersList = new List({
  name: 'customers',
  from: customers,
  base: live,
  // Sort expressions match the indexes; newest first, then id, settles ties.
  sortable: { ...sortOn(customers), createdAt: customers.createdAt } satisfies Record<Sort, unknown>,
  ties: [desc(customers.createdAt), asc(customers.id)],
  query: (exec, p) => {
    const page = exec
      .select({ id: customers.id })
      .from(customers)
      .where(p.where)
      .orderBy(...p.order)
      .limit(p.limit as number)
      .offset(p.offset as number)
      .as('page');
    return exec
      .select({ ...rowColumns, total: p.total })
      .from(page)
      .innerJoin(customers, eq(customers.id, page.id))
      .innerJoin(organizations, eq(organizations.id, customers.organizationId))
      .orderBy(...p.order);
  },
  item: toRow,
});

/**
 * A page and its total from one pass, for a filter known to match few rows: the matches are
 * gathered once (a CTE read twice is materialized), then counted and the page taken from them.
 */
const gatheredList = new List({
  name: 'customers_few',
  from: customers,
  base: live,
  sortable: { ...sortOn(customers), createdAt: customers.createdAt } satisfies Record<Sort, unknown>,
  ties: [],
  query: (exec, p) => {
    const { organizationName: _org, ...own } = rowColumns;
    const matches = exec.$with('matches').as(exec.select(own).from(customers).where(p.where));
    const sortable = { ...sortOn(matches), createdAt: matches.createdAt };
    return exec
      .with(matches)
      .select({
        ...matches._.selectedFields,
        organizationName: organizations.name,
        total: sql<number | null>`(select count(*) from ${matches})::int`,
      })
      .from(matches)
      .innerJoin(organizations, eq(organizations.id, matches.organizationId))
      .orderBy(
        ...(p.sort ?? []).map((s) => (s.desc ? desc(sortable[s.field]) : asc(sortable[s.field]))),
        desc(matches.createdAt),
        asc(matches.id),
      )
      .limit(p.limit as number)
      .offset(p.offset as number);
  },
  item: toRow,
});

/** Where customer names keep their words, for the name filter. */
export const customerNames: NameColumns = {
  name: customers.name,
  words: customers.nameWords,
  pairs: customers.namePairs,
  vocabulary: customerNameWords,
};

/** How the customers list finds its rows and its total for one request. */
export type CustomerListing = { gathered: true } | { gathered: false; keptKey: string | null };

/**
 * Customers, paged, within the organizations of `scope`. `name` is the name filter already turned
 * into a condition (platform/list/name-words.ts).
 */
export function listCustomers(
  exec: Executor,
  q: ListQuery,
  how: CustomerListing,
  name?: Filter,
  scope: OrgScope = everyOrganization,
): Promise<Paged<customersApi.CustomerRow>> {
  const filters: Filter[] = name ? [name] : [];
  if (q.email?.trim())
    filters.push(
      filter('email', containing(q.email), (v) => sql`lower(${customers.email}) like lower(${v})`, true),
    );
  if (q.status) filters.push(filter('status', q.status, (v) => eq(customers.status, v)));
  if (q.hasOngoingApplications !== undefined) {
    const ongoing = q.hasOngoingApplications;
    filters.push({
      shape: `ongoing:${ongoing}`,
      values: {},
      on: () => (ongoing ? gt : eq)(customers.pendingApplicationsCount, 0),
    });
  }
  const options = { filters, where: [scopeCondition(customers.organizationId, scope)], prepared: true };
  return how.gathered
    ? gatheredList.page(exec, q, { ...options, total: { count: 'gathered' } })
    : customersList.page(exec, q, { ...options, total: { count: 'kept', key: how.keptKey } });
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

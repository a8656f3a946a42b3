import { asc, desc, eq, not, sql } from 'drizzle-orm';
import type { customersApi, EndpointQuery, Paged } from '@console/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  customerNameWordCounts,
  customerNameWordPostings,
  customerNameWords,
  customers,
  organizations,
} from '../../db/schema/index.ts';
import {
  defineList,
  filter,
  oneOf,
  pageIds,
  type Filter,
  type NameColumns,
} from '../../platform/list/index.ts';
import type { OrgScope } from '../../platform/org-scope.ts';
import { containing, iso } from '../../kernel/paging.ts';

type ListQuery = EndpointQuery<typeof customersApi.listCustomers>;
type SortField = NonNullable<ListQuery['sort']>[number]['field'];

export const rowColumns = {
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
type Row = Omit<customersApi.CustomerRow, 'createdAt'> & { createdAt: Date };
export const toRow = (r: Row): customersApi.CustomerRow => ({ ...r, createdAt: iso(r.createdAt) });

/** The sort expressions over a set of customer columns (the table, or the matches of a filter). */
const sortOn = (c: { name: AnyPgColumn; mobile: AnyPgColumn; email: AnyPgColumn; status: AnyPgColumn }) => ({
  name: sql`lower(${c.name})`,
  mobile: c.mobile,
  email: sql`lower(${c.email})`,
  status: c.status,
});
const sortable = { ...sortOn(customers), createdAt: customers.createdAt } satisfies Record<
  SortField,
  unknown
>;
const live = not(customers.isDeleted);

/** Where customer names keep their words, for the name search. */
export const customerNames: NameColumns = {
  id: customers.id,
  name: customers.name,
  words: customers.nameWords,
  pairs: customers.namePairs,
  vocabulary: customerNameWords,
  counts: customerNameWordCounts,
  postings: customerNameWordPostings,
};

/**
 * One page: the ids come from an index-only scan (cheap however deep the page), then only those
 * rows are read. A cached total rides along in the same query, so a page costs one round trip.
 */
const customersList = defineList({
  name: 'customers',
  from: customers,
  base: live,
  // Sort expressions match the indexes; newest first, then id, settles ties.
  sortable,
  ties: [desc(customers.createdAt), asc(customers.id)],
  query: (exec, p) => {
    const page = pageIds(exec.select({ id: customers.id }).from(customers).$dynamic(), p);
    return exec
      .select({ ...rowColumns, total: p.total })
      .from(page)
      .innerJoin(customers, eq(customers.id, page.id))
      .innerJoin(organizations, eq(organizations.id, customers.organizationId))
      .orderBy(...p.order);
  },
  item: toRow,
  organization: customers.organizationId,
  createdAt: customers.createdAt,
  names: customerNames,
  // A page and its total from one pass, for a filter known to match few rows: the matches are
  // found once (a CTE read twice is materialized), then counted and the page taken from them.
  countedInPage: (exec, p) => {
    const { organizationName: _org, ...own } = rowColumns;
    const matches = exec.$with('matches').as(exec.select(own).from(customers).where(p.where));
    const onMatches = { ...sortOn(matches), createdAt: matches.createdAt };
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
        ...(p.sort ?? []).map((s) => (s.desc ? desc(onMatches[s.field]) : asc(onMatches[s.field]))),
        desc(matches.createdAt),
        asc(matches.id),
      )
      .limit(p.limit as number)
      .offset(p.offset as number);
  },
});

/**
 * Customers, paged, within the organizations of `scope`. A name whose words match few customers
 * is counted in the page's own query; any other typed name or email is counted up to a bound
 * (`searchPage`); the common filters read their cached total; anything more selective is counted,
 * where the filter's index keeps that cheap.
 */
export async function listCustomers(
  exec: Executor,
  q: ListQuery,
  scope: OrgScope,
  countLimit: number,
): Promise<Paged<customersApi.CustomerRow>> {
  const filters: Filter[] = [];
  if (q.status) filters.push(oneOf('status', q.status, (v) => eq(customers.status, v)));
  if (q.hasOngoingApplications !== undefined) {
    const ongoing = q.hasOngoingApplications;
    filters.push({
      key: `ongoing:${ongoing}`,
      values: {},
      // In the text, so that a prepared statement's plan can read the partial index of those > 0.
      on: () => sql`${customers.pendingApplicationsCount} ${sql.raw(ongoing ? '>' : '=')} 0`,
    });
  }
  const email = q.email?.trim()
    ? [filter('email', containing(q.email), (v) => sql`lower(${customers.email}) like lower(${v})`, true)]
    : [];
  // Note: a total that is not cached is counted apart on purpose. A window count inside the page
  // query lets the planner walk the whole date index to fill a page of ten; alone, each query
  // keeps its own good plan. The whole list, newest first, past its first rows, starts at the day
  // its page falls in.
  return customersList.find(exec, q, {
    scope,
    name: q.name,
    typed: email,
    filters,
    searchLimit: countLimit,
    kept: cachedTotalKey(q, scope),
    byDay: filters.length === 0,
  });
}

/**
 * The key of the kept total answering these filters, or null when they are narrow enough to count:
 * a name, an email, customers without an ongoing application, a status with ongoing applications,
 * and for a narrower scope anything but the whole list.
 */
function cachedTotalKey(q: ListQuery, scope: OrgScope): string | null {
  const narrow =
    Boolean(q.name?.trim() || q.email?.trim()) ||
    q.hasOngoingApplications === false ||
    Boolean(q.status && q.hasOngoingApplications);
  if (narrow) return null;
  // A narrower scope sums its organizations' days, which are kept for the whole list only.
  if (!scope.all) return q.status || q.hasOngoingApplications ? null : 'customers';
  if (q.status) return `customers:status:${q.status}`;
  if (q.hasOngoingApplications) return 'customers:ongoing';
  return 'customers';
}

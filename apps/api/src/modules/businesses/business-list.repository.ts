import { asc, desc, eq, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { businessesApi, EndpointQuery, Paged } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import {
  businesses,
  businessNameWordCounts,
  businessNameWordPostings,
  businessNameWords,
  organizations,
} from '../../db/schema/index.ts';
import { defineList, filter, oneOf, pageIds, type NameColumns } from '../../platform/list/index.ts';
import type { OrgScope } from '../../platform/org-scope.ts';
import { iso, likeEscape } from '../../kernel/paging.ts';

type ListQuery = EndpointQuery<typeof businessesApi.listBusinesses>;
type SortField = NonNullable<ListQuery['sort']>[number]['field'];
export type BusinessRow = businessesApi.BusinessRow;

export const rowColumns = {
  id: businesses.id,
  organizationId: businesses.organizationId,
  orgName: organizations.name,
  name: businesses.name,
  registrationNumber: businesses.registrationNumber,
  accountType: businesses.accountType,
  currency: businesses.currency,
  branchCode: businesses.branchCode,
  email: businesses.email,
  status: businesses.status,
  documents: businesses.documentsCount,
  accountNumber: businesses.accountNumber,
  createdAt: businesses.createdAt,
  createdBy: businesses.createdBy,
  rowVersion: businesses.rowVersion,
};
type Row = Omit<BusinessRow, 'registrationNo' | 'createdAt'> & { createdAt: Date };
const toRow = (r: Row): BusinessRow => ({
  ...r,
  registrationNo: r.registrationNumber,
  createdAt: iso(r.createdAt),
});

/** The sort expressions over the matches of a name (see `countedInPage`). */
const sortOn = (c: Record<SortField, SQLWrapper>): Record<SortField, SQLWrapper> => ({
  name: sql`lower(${c.name})`,
  registrationNumber: c.registrationNumber,
  status: c.status,
  createdAt: c.createdAt,
  orgName: c.orgName,
});
const tableSort = {
  name: sql`lower(${businesses.name})`,
  registrationNumber: businesses.registrationNumber,
  status: businesses.status,
  createdAt: businesses.createdAt,
  orgName: organizations.name,
} satisfies Record<SortField, AnyPgColumn | SQL>;
const live = not(businesses.isDeleted);

/** Where business names keep their words, for the name search. */
export const businessNames: NameColumns = {
  id: businesses.id,
  name: businesses.name,
  words: businesses.nameWords,
  pairs: businesses.namePairs,
  vocabulary: businessNameWords,
  counts: businessNameWordCounts,
  postings: businessNameWordPostings,
};

/**
 * One page, as the customers list takes it: the ids from an index-only scan (cheap however deep
 * the page), then only those rows read. Note: a deep page that read whole rows to skip them cost
 * several times more (docs/businesses.md › How the list is read).
 */
const businessesList = defineList({
  name: 'businesses',
  from: businesses,
  base: live,
  sortable: tableSort,
  ties: [desc(businesses.createdAt), asc(businesses.id)],
  query: (exec, p) => {
    const ids = exec.select({ id: businesses.id }).from(businesses).$dynamic();
    if (p.sort?.some((s) => s.field === 'orgName'))
      ids.innerJoin(organizations, eq(organizations.id, businesses.organizationId));
    const page = pageIds(ids, p);
    return exec
      .select({ ...rowColumns, total: p.total })
      .from(page)
      .innerJoin(businesses, eq(businesses.id, page.id))
      .innerJoin(organizations, eq(organizations.id, businesses.organizationId))
      .orderBy(...p.order);
  },
  item: toRow,
  organization: businesses.organizationId,
  createdAt: businesses.createdAt,
  names: businessNames,
  // A typed name: the matches are found once (one search of an index), only their sort columns kept,
  // then counted and the page taken from them; the page's ten rows are read last. Note: a page query
  // and a count would each search the index. Finding the matches once costs less for a name that
  // matches few businesses, and more for a word that many hold (docs/businesses.md › How the list is
  // read); names typed to find a business are the first kind.
  countedInPage: (exec, p) => {
    const matches = exec.$with('matches').as(
      exec
        .select({
          id: businesses.id,
          name: businesses.name,
          registrationNumber: businesses.registrationNumber,
          status: businesses.status,
          createdAt: businesses.createdAt,
          orgName: sql<string>`${organizations.name}`.as('org_name'),
        })
        .from(businesses)
        .innerJoin(organizations, eq(organizations.id, businesses.organizationId))
        .where(p.where),
    );
    const by = sortOn(matches);
    const page = exec
      .with(matches)
      .select({
        id: matches.id,
        name: matches.name,
        registrationNumber: matches.registrationNumber,
        status: matches.status,
        createdAt: matches.createdAt,
        orgName: matches.orgName,
        total: sql<number>`(select count(*) from ${matches})::int`.as('total'),
      })
      .from(matches)
      .orderBy(
        ...(p.sort ?? []).map((s) => (s.desc ? desc(by[s.field]) : asc(by[s.field]))),
        desc(matches.createdAt),
        asc(matches.id),
      )
      .limit(p.limit as number)
      .offset(p.offset as number)
      .as('page');
    const again = sortOn(page);
    return exec
      .select({ ...rowColumns, total: page.total })
      .from(page)
      .innerJoin(businesses, eq(businesses.id, page.id))
      .innerJoin(organizations, eq(organizations.id, businesses.organizationId))
      .orderBy(
        ...(p.sort ?? []).map((s) => (s.desc ? desc(again[s.field]) : asc(again[s.field]))),
        desc(page.createdAt),
        asc(page.id),
      );
  },
});

/**
 * Businesses, paged, within the organizations of `scope`. A name is looked for as customer names
 * are; one word's matches, or a few words', are counted in the page's own query (its
 * `countedInPage`). Cached totals answer the whole list and the status filter, whose deep
 * pages start at their day (`deepStart`); a name, a registration number and an organization are
 * counted.
 */
export async function listBusinesses(
  exec: Executor,
  q: ListQuery,
  scope: OrgScope,
  countLimit: number,
): Promise<Paged<BusinessRow>> {
  const registration = q.registrationNumber?.trim();
  const filters = [
    ...(q.status ? [oneOf('status', q.status, (v) => eq(businesses.status, v))] : []),
    ...(q.organization
      ? [filter('organization', q.organization, (v) => eq(businesses.organizationId, v))]
      : []),
  ];
  const typed = registration
    ? [
        filter(
          'registration',
          `${likeEscape(registration.toLowerCase())}%`,
          (v) => sql`lower(${businesses.registrationNumber}) like ${v}`,
          true,
        ),
      ]
    : [];
  // Newest first, past its first rows, the page starts at the day it falls in.
  return businessesList.find(exec, q, {
    scope,
    name: q.name,
    typed,
    filters,
    searchLimit: countLimit,
    kept: q.organization ? null : `businesses:${q.status ? `status:${q.status}` : 'all'}`,
  });
}

import type { Paged } from '@console/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { pageOf } from '../../kernel/paging.ts';
import type { OrgScope } from '../org-scope.ts';
import { pageScope, type Filter } from './filter.ts';
import { deepStart, keptTotal } from './deep-start.repository.ts';
import { List, type ListSpec, type PageOptions, type PageRequest, type Sort } from './list.ts';
import { searchName, type NameColumns } from './name-search.ts';
import { searchedPage } from './search-page.ts';

/**
 * A list as its repository declares it: the page query and its columns, sorts and ties (`ListSpec`),
 * and, for a list a reader's organizations narrow, where its organization, creation time and names
 * are kept.
 */
export interface ListDeclaration<F extends string, Row, Item> extends ListSpec<F, Row, Item> {
  /** The record's organization: the reader's scope is a filter on it. */
  organization?: AnyPgColumn;
  /** The record's creation time: a deep page of a list counted by day starts at its day. */
  createdAt?: AnyPgColumn;
  /** Where the records' names keep their words, for a typed name. */
  names?: NameColumns;
  /**
   * The page query for matches known to be few: found once, then counted and the page taken from
   * them (the count rides in `total`). Without it, the list's own query serves them.
   */
  countedInPage?: ListSpec<F, Row, Item>['query'];
}

/** What a reader asks of a declared list beside the page. */
export interface ListAsk {
  scope: OrgScope;
  /** The conditions chosen (a status, an organization), in the order they are written. */
  filters?: Filter[];
  /** A name the user typed, found through the list's `names`. */
  name?: string;
  /** Other text the user typed (an email, a registration number): its matches are counted up to `searchLimit`. */
  typed?: Filter[];
  /** How far the matches of typed text are counted (SEARCH_COUNT_LIMIT). */
  searchLimit?: number;
  /**
   * How the total is found: the key of the kept count (`list_counts`) that answers these filters,
   * or null to count them.
   */
  kept?: string | null;
  /** Whether the kept key is also counted by day, so that a deep page starts at its day (default yes). */
  byDay?: boolean;
}

/** The page of a declared list, its total and its deep pages found as its declaration says. */
export interface DeclaredList<F extends string, Item> {
  /** A page for a reader: scope, typed name and text, kept totals and deep pages. */
  find(exec: Executor, request: PageRequest<F>, ask: ListAsk): Promise<Paged<Item>>;
  /** A page with the total found as `options.total` says (counted when it says nothing). */
  page(exec: Executor, request: PageRequest<F>, options?: PageOptions): Promise<Paged<Item>>;
  /** Every matching row, in order, unpaged: for sets known to be small (one customer's records). */
  all(exec: Executor, options: Pick<PageOptions, 'filters' | 'where'> & { sort?: Sort<F> }): Promise<Item[]>;
}

/** One paged list, declared once in its repository. */
export function defineList<F extends string, Row, Item>(
  declared: ListDeclaration<F, Row, Item>,
): DeclaredList<F, Item> {
  const many = new List(declared);
  const few = declared.countedInPage
    ? new List({ ...declared, name: `${declared.name}_few`, ties: [], query: declared.countedInPage })
    : many;
  return {
    page: (exec, request, options) => many.page(exec, request, options),
    all: (exec, options) => many.all(exec, options),
    find: (exec, request, ask) => find(declared, { few, many }, exec, request, ask),
  };
}

/**
 * A page for a reader: within their organizations; a typed name or text is a search, its matches
 * counted up to a bound (`searchedPage`); otherwise the total is the kept count of `ask.kept`,
 * summed over the reader's organizations' days when they are not all, or counted when there is
 * none, and a deep page of a list counted by day starts at its day (`deepStart`).
 */
async function find<F extends string, Row, Item>(
  declared: ListDeclaration<F, Row, Item>,
  lists: { few: List<F, Row, Item>; many: List<F, Row, Item> },
  exec: Executor,
  request: PageRequest<F>,
  ask: ListAsk,
): Promise<Paged<Item>> {
  const { scope } = ask;
  const typedName = ask.name?.trim();
  if (typedName && !declared.names) throw new Error(`the list ${declared.name} has no names to search`);
  const name = typedName && declared.names ? await searchName(exec, declared.names, typedName, scope) : null;
  if (name?.kind === 'none') return pageOf([], 0, request.page, request.size);
  const typed = [...(name ? [name.filter] : []), ...(ask.typed ?? [])];
  // Note: a list that names no organization column cannot be narrowed, so it answers no narrower scope.
  if (!declared.organization && !scope.all) throw new Error(`the list ${declared.name} has no organization`);
  const inScope = declared.organization ? pageScope(declared.organization, scope) : [];
  const options = { filters: [...typed, ...(ask.filters ?? []), ...inScope], prepared: true };
  if (typed.length > 0) {
    if (ask.searchLimit === undefined) throw new Error(`a search of ${declared.name} needs its limit`);
    return searchedPage(exec, lists, request, options, ask.searchLimit, name);
  }
  const key = ask.kept ?? null;
  const start =
    key !== null && ask.byDay !== false && declared.createdAt
      ? await deepStart(exec, { key, createdAt: declared.createdAt }, scope, request)
      : undefined;
  return lists.many.page(exec, request, { ...options, total: keptTotal(key, scope), start });
}

import { sql } from 'drizzle-orm';
import type { Paged } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { offsetOf, pageOf } from '../../kernel/paging.ts';
import { inText } from '../statement-cache.ts';
import { filterValues, scopeFilters, type Filter } from './filter.ts';
import type { List, PageOptions, PageRequest } from './list.ts';
import type { HeldWords, MatchBounds, NameSearch } from './name-search.ts';

/**
 * Past this many matches that the counts give exactly, a page is read from the postings rather than
 * from the matches, each counted in the page's query (docs/architecture.md › Words and pairs
 * counted).
 */
const COUNTED_IN_PAGE = 100;

/**
 * How far a search's matches are counted: to `limit`, or to the end of the page asked for when
 * that lies further.
 */
export const searchBound = (request: PageRequest<string>, limit: number): number =>
  Math.max(limit, offsetOf(request.page, request.size) + request.size);

/**
 * A page of a search by typed text (a name, an email), whose matches are counted up to `limit`
 * (SEARCH_COUNT_LIMIT), or to the end of the page asked for when that lies further. Up to there the
 * matches are few: `few` finds them once and takes the page and the exact total from them. Past it
 * they are many: `many` walks the order's index, where matches come soon, and the total says
 * "more than". Bounds known beforehand (the counts of a name's words) spare the count when they
 * lie on one side. Note: a common word matches tens of thousands of rows, and counting them all
 * cost a request some 400 ms; a planner that walked the index for a rare word read the whole table
 * (docs/architecture.md › Counted up to a bound).
 */
export async function searchPage<F extends string, Few, Many, Item>(
  exec: Executor,
  lists: { few: List<F, Few, Item>; many: List<F, Many, Item> },
  request: PageRequest<F>,
  options: Pick<PageOptions, 'filters' | 'where' | 'prepared'>,
  limit: number,
  known?: MatchBounds,
): Promise<Paged<Item>> {
  const bound = searchBound(request, limit);
  const few =
    known && known.atMost <= bound
      ? true
      : known && known.atLeast > bound
        ? false
        : (await lists.many.countUpTo(exec, options, bound + 1)) <= bound;
  if (few) return lists.few.page(exec, request, { ...options, total: { kind: 'inPage' } });
  return lists.many.page(exec, request, { ...options, total: { kind: 'atLeast', n: bound } });
}

/**
 * What the counts of a name's words say of a page's matches: with the name the only filter beside
 * the reader's organizations (which the counts were read within), its bounds; with others beside
 * it, which can only narrow the matches, no more than its most.
 */
function nameBounds(name: NameSearch | null, filters: readonly Filter[]): MatchBounds | undefined {
  if (name?.kind !== 'words' || !name.bounds) return undefined;
  return filters.filter((f) => !f.scope).length === 1
    ? name.bounds
    : { atLeast: 0, atMost: name.bounds.atMost };
}

/**
 * A page of a list searched by typed text, a name among it or not: the matches of words few names
 * hold counted in the page's own query; a name of one word or two parts, the only filter, in the
 * list's own order from the postings of its words or pairs, when more than `limit` records hold
 * them or when their counts tell exactly that more than a hundred do; any other search's matches
 * counted up to `limit` unless the counts of the name's words or pairs tell (`searchPage`).
 */
export async function searchedPage<F extends string, Few, Many, Item>(
  exec: Executor,
  lists: { few: List<F, Few, Item>; many: List<F, Many, Item> },
  request: PageRequest<F>,
  options: Pick<PageOptions, 'filters' | 'where' | 'prepared'>,
  limit: number,
  name: NameSearch | null,
): Promise<Paged<Item>> {
  if (name?.kind === 'words' && name.few)
    return lists.few.page(exec, request, { ...options, total: { kind: 'inPage' } });
  const bounds = nameBounds(name, options.filters ?? []);
  const bound = searchBound(request, limit);
  const held = name?.kind === 'words' ? name.held : undefined;
  // Note: a total the counts give exactly spares the page's query reading every match, 626 rows
  // for "amina hassan" among a million customers.
  const exact =
    bounds && bounds.atLeast === bounds.atMost && bounds.atMost > COUNTED_IN_PAGE && bounds.atMost <= bound
      ? bounds.atMost
      : null;
  if (held && bounds && (bounds.atLeast > bound || exact !== null) && !request.sort?.length) {
    const total = exact ?? bound;
    const page = await lists.many.page(
      exec,
      { page: 0, size: request.size },
      {
        where: options.where,
        filters: [newestHolding(held, request)],
        total: { kind: 'atLeast', n: total },
        prepared: options.prepared,
      },
    );
    return pageOf(page.items, total, request.page, request.size, exact === null);
  }
  return searchPage(exec, lists, request, options, limit, bounds);
}

/**
 * The records of a page of those holding one of these words or pairs, newest first, then by id (the
 * lists' order when the user chose none): for each word and organization of the scope holding it, its
 * postings up to the page's end, read in order from their index, then merged. A record holding two
 * of the words is among the first of either, so the merge misses none. The page's query reads
 * these few rows by their ids. Note: a page walking the date index reads every newer record
 * first, 250,000 of them for a word that no record of the last months holds, where the postings
 * read the page's own (docs/architecture.md › Postings).
 */
function newestHolding({ of, words, scope }: HeldWords, request: PageRequest<string>): Filter {
  const { counts, postings: p } = of;
  const offset = offsetOf(request.page, request.size);
  const inScope = scopeFilters(counts.organizationId, scope);
  return {
    // Prepared once per scope's kind and page: the words and organizations are array values, the
    // page's numbers in the text (`inText`).
    key: `name:newest:${scope.all ? 'all' : 'scoped'}:${offset}:${request.size}`,
    values: { heldWords: words, ...filterValues(inScope) },
    on: (bind) =>
      sql`${of.id} in (select found.record_id
        from (select ${counts.word} as word, ${counts.organizationId} as organization_id from ${counts}
              where ${counts.word} = any(${sql.param(bind('heldWords', words))}::text[])
              ${sql.join(
                inScope.map((f) => sql` and ${f.on(bind)}`),
                sql``,
              )}
              group by ${counts.word}, ${counts.organizationId} having sum(${counts.n}) > 0) held
        cross join lateral (
          select ${p.recordId} as record_id, ${p.createdAt} as created_at from ${p}
          where ${p.word} = held.word and ${p.organizationId} = held.organization_id
          order by ${p.createdAt} desc, ${p.recordId} limit ${inText(offset + request.size)}) found
        group by found.record_id, found.created_at
        order by found.created_at desc, found.record_id
        limit ${inText(request.size)} offset ${inText(offset)})`,
  };
}

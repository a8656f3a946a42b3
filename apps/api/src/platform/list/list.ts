import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Paged } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { offsetOf, orderBy, pageOf } from '../../kernel/paging.ts';
import { byValue, inText, rowsInText, StatementCache, type Bind } from '../statement-cache.ts';
import { filterValues, type Filter } from './filter.ts';
import { keptKey, keptSum, keptSumAlone } from './list-totals.repository.ts';

/** The sort a user chose: columns in order, each ascending or descending. */
export type Sort<F extends string> = readonly { field: F; desc: boolean }[] | undefined;

/** The page a list is asked for: its number (from 0), its size and the sort the user chose. */
export interface PageRequest<F extends string> {
  page: number;
  size: number;
  sort?: Sort<F>;
}

/**
 * How a list finds its total. `counted`: count(*) over the filters, beside the page query.
 * `cached`: the total that triggers keep under `key` (`keptSum`), read inside the page query;
 *   `within` is the filter of a narrower scope over list_day_counts, which binds the same values
 *   as that scope's filter of the page (`pageScope`).
 * `inPage`: the page query counts its own matches (for filters known to match few rows).
 * `counter`: the list's own way of counting (e.g. daily counts), run beside the page query.
 * `atLeast`: more than `n` rows match, counted so far and no further (see `searchPage`).
 */
export type Total =
  | { kind: 'counted' }
  | { kind: 'atLeast'; n: number }
  | { kind: 'cached'; key: string; within?: Filter[] }
  | { kind: 'inPage' }
  | { kind: 'counter'; count: () => Promise<number> };
type KeptTotal = Extract<Total, { kind: 'cached' }>;

/** What a list's page query is built from. */
export interface PageParts<F extends string> {
  bind: Bind;
  where: SQL;
  order: SQL[];
  sort: Sort<F>;
  limit: unknown;
  offset: unknown;
  /** The cached total to select as `total` (null when the total is found otherwise). */
  total: SQL<number | null>;
}

type Query<R> = PromiseLike<R[]> & {
  prepare(name: string): { execute(v: Record<string, unknown>): Promise<R[]> };
};

export interface ListSpec<F extends string, Row, Item> {
  /** Prefix of the list's prepared statements. */
  name: string;
  /** The table whose rows a counted total counts. */
  from: PgTable;
  /** The condition of every page (e.g. not deleted). */
  base?: SQL;
  sortable: Record<F, SQL | AnyPgColumn>;
  /** The order when the user chose none. */
  fallback?: SQL[];
  /** Appended to every order so that pages never overlap; ends with a unique column. */
  ties: SQL[];
  query: (exec: Executor, parts: PageParts<F>) => Query<Row & { total: number | null }>;
  item: (row: Row) => Item;
}

/**
 * From this many rows on, a page is deep: a list counted by day starts it at its day (`deepStart`).
 * A page past the first but before it has its offset written into its statement's text, one
 * statement per offset: PostgreSQL plans an OFFSET given as a value for a tenth of the rows, so it
 * planned such a page again at every request (docs/architecture.md › Near pages).
 */
export const DEEP_PAGE_ROWS = 1_000;
/** How many near pages of one list keep a statement; a further one is planned at its request. */
const NEAR_STATEMENTS = 32;

/** The page query of a list over one table: these columns, the parts' order and paging. */
export const oneTable =
  <C extends SelectedFields>(table: PgTable, columns: C) =>
  (exec: Executor, p: PageParts<string>) =>
    exec
      .select({ ...columns, total: p.total })
      .from(table)
      .where(p.where)
      .orderBy(...p.order)
      .limit(p.limit as number)
      .offset(p.offset as number);

/**
 * The ids of a page, as a subquery named `page` to join the rows to: `ids` selects the ids (and
 * any join the sort needs), the parts add the conditions, order and paging. Taken from an
 * index-only scan, the rows a deep page skips are never read, only the page's own.
 */
export const pageIds = <Q extends PgSelect>(ids: Q, p: PageParts<string>) =>
  ids
    .where(p.where)
    .orderBy(...p.order)
    .limit(p.limit as number)
    .offset(p.offset as number)
    .as('page');

export interface PageOptions {
  filters?: Filter[];
  /** Further conditions (e.g. an organization scope); undefined ones restrict nothing. */
  where?: (SQL | undefined)[];
  total?: Total;
  /** Run the page query as a prepared statement, one per set of filters and sort (StatementCache). */
  prepared?: boolean;
  /**
   * Where a deep page lies, when known: the filter `within` keeps the rows from the one the page
   * ends with to the end of its first row's day, leaving out the first `skipped` rows of the order;
   * the page's offset is counted after them. The total is not affected.
   */
  start?: { within: Filter; skipped: number };
}

/** The further conditions of a page that restrict something (an undefined one restricts nothing). */
const conditionsOf = (options: Pick<PageOptions, 'where'>): SQL[] =>
  (options.where ?? []).filter((c): c is SQL => c !== undefined);

/**
 * One paged list, defined once in its repository: a page and its total come from one call, as
 * `{ items, page, size, totalItems, totalPages }`.
 */
export class List<F extends string, Row, Item> {
  private readonly statements: StatementCache<(Row & { total: number | null })[]>;
  /** The statements of pages whose offset is in their text, apart so as to crowd out no other. */
  private readonly near: StatementCache<(Row & { total: number | null })[]>;

  constructor(private readonly spec: ListSpec<F, Row, Item>) {
    this.statements = new StatementCache(`${spec.name}_page`);
    this.near = new StatementCache(`${spec.name}_near`, NEAR_STATEMENTS);
  }

  async page(exec: Executor, request: PageRequest<F>, options: PageOptions = {}): Promise<Paged<Item>> {
    const { filters = [], total = { kind: 'counted' } } = options;
    const extra = conditionsOf(options);
    const kept = total.kind === 'cached' ? total : null;
    const { start } = options;
    const offset = offsetOf(request.page, request.size) - (start?.skipped ?? 0);
    const onPage = start ? [...filters, start.within] : filters;
    // A near page (pages 2 to 100 of ten) has its offset in the statement's text.
    const near = !start && offset > 0 && offset < DEEP_PAGE_ROWS;
    const build = (bind: Bind) =>
      this.build(exec, request, near ? inText(offset) : offset, onPage, extra, kept, bind);
    // Note: conditions given as SQL, and text a user typed, are never part of a prepared statement.
    const inPlace = !options.prepared || extra.length > 0 || onPage.some((f) => f.typed);
    const rows = inPlace
      ? Promise.resolve(build(byValue))
      : (near ? this.near : this.statements).execute(
          exec,
          JSON.stringify([
            onPage.map((f) => f.key),
            request.sort ?? [],
            kept ? keptKey(kept.within) : null,
            request.size,
            near ? offset : offset === 0,
          ]),
          {
            offset,
            cachedKey: kept?.key,
            ...filterValues(onPage),
            ...filterValues(kept?.within ?? []),
          },
          build,
        );
    const apart =
      total.kind === 'counted'
        ? this.count(exec, filters, extra)
        : total.kind === 'counter'
          ? total.count()
          : total.kind === 'atLeast'
            ? total.n
            : null;
    const [found, counted] = await Promise.all([rows, apart]);
    // Past the last page no row carries the total: read it on its own then.
    const totalItems =
      counted ??
      found[0]?.total ??
      (kept ? await keptSumAlone(exec, kept.key, kept.within) : await this.count(exec, filters, extra));
    return pageOf(
      found.map(({ total: _total, ...row }) => this.spec.item(row as Row)),
      totalItems,
      request.page,
      request.size,
      total.kind === 'atLeast',
    );
  }

  /** How many rows match, counted up to `limit` and no further. */
  async countUpTo(
    exec: Executor,
    options: Pick<PageOptions, 'filters' | 'where'>,
    limit: number,
  ): Promise<number> {
    const extra = conditionsOf(options);
    return this.count(exec, options.filters ?? [], extra, limit);
  }

  /** Every matching row, in order, unpaged: for sets known to be small (one customer's records). */
  async all(
    exec: Executor,
    options: Pick<PageOptions, 'filters' | 'where'> & { sort?: Sort<F> },
  ): Promise<Item[]> {
    const extra = conditionsOf(options);
    const rows = await this.spec.query(exec, {
      bind: byValue,
      where: this.where(options.filters ?? [], extra, byValue),
      order: [...orderBy(options.sort, this.spec.sortable, this.spec.fallback ?? []), ...this.spec.ties],
      sort: options.sort,
      limit: null, // LIMIT NULL: no limit
      offset: 0,
      total: sql<null>`null::int`,
    });
    return rows.map(({ total: _total, ...row }) => this.spec.item(row as Row));
  }

  private build(
    exec: Executor,
    request: PageRequest<F>,
    offset: number | SQL,
    filters: Filter[],
    extra: SQL[],
    kept: KeptTotal | null,
    bind: Bind,
  ) {
    const { spec } = this;
    const chosen = orderBy(request.sort, spec.sortable, spec.fallback ?? []);
    return spec.query(exec, {
      bind,
      where: this.where(filters, extra, bind),
      order: [...chosen, ...spec.ties],
      sort: request.sort,
      // The page's size in the text, and a near page's offset, so that PostgreSQL keeps one plan
      // for the statement; a deeper page's offset stays a value.
      limit: rowsInText(request.size),
      offset: offset === 0 ? 0 : typeof offset === 'number' ? bind('offset', offset) : offset,
      total: kept ? keptSum(bind('cachedKey', kept.key), kept.within, bind) : sql<null>`null::int`,
    });
  }

  private where(filters: Filter[], extra: SQL[], bind: Bind): SQL {
    return and(this.spec.base, ...filters.map((f) => f.on(bind)), ...extra) ?? sql`true`;
  }

  /** The rows matching the filters, or up to `limit` of them. */
  private async count(
    exec: Executor,
    filters: Filter[],
    extra: SQL[],
    limit: number | null = null,
  ): Promise<number> {
    const where = this.where(filters, extra, byValue);
    if (limit === null) {
      const [row] = await exec
        .select({ n: sql<number>`count(*)::int` })
        .from(this.spec.from)
        .where(where);
      return row?.n ?? 0;
    }
    const matches = exec
      .select({ one: sql`1` })
      .from(this.spec.from)
      .where(where)
      .limit(limit)
      .as('matches');
    const [row] = await exec.select({ n: sql<number>`count(*)::int` }).from(matches);
    return row?.n ?? 0;
  }
}

import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Paged } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { kept } from '../kept-counts.repository.ts';
import { offsetOf, orderBy, pageOf } from '../paging.ts';
import { byValue, PreparedShapes, type Bind } from '../prepared-shapes.ts';
import { speedUpOn } from './speed-ups.ts';

export type SortAsk<F extends string> = readonly { field: F; desc: boolean }[] | undefined;

/** What a service asks of a list: a page, its size and the sort the user chose. */
export interface PageAsk<F extends string> {
  page: number;
  size: number;
  sort?: SortAsk<F>;
}

/**
 * One filter of a list. Its values enter the query through `bind`, so that a prepared statement can
 * take them; `shape` names the condition apart from its values. `typed` marks text a user typed:
 * such a query is built with the values in place, so that the planner sees them.
 */
export interface Filter {
  shape: string;
  values: Record<string, unknown>;
  on: (bind: Bind) => SQL;
  typed?: boolean;
}

/** A filter of one value: `filter('status', q.status, (v) => eq(t.status, v))`. */
export const filter = <T>(
  key: string,
  value: T,
  on: (bound: T | Placeholder) => SQL,
  typed = false,
): Filter => ({
  shape: key,
  values: { [key]: value },
  on: (bind) => on(bind(key, value)),
  typed,
});

/**
 * How the total is found. `plain`: count(*) beside the page. `kept`: the total a trigger keeps in
 * list_counts under `key`, read inside the page query (counted plainly when the key is null).
 * `gathered`: the page query counts its own matches (for filters known to match few rows).
 * `known`: the list's own way of counting (e.g. kept daily counts), run beside the page.
 */
export type Total =
  | { count: 'plain' }
  | { count: 'kept'; key: string | null }
  | { count: 'gathered' }
  | { count: 'known'; n: () => Promise<number> };

/** What a list's page query is built from. */
export interface PageParts<F extends string> {
  bind: Bind;
  where: SQL;
  order: SQL[];
  sort: SortAsk<F>;
  limit: unknown;
  offset: unknown;
  /** The kept total to select as `total` (null when the total is found otherwise). */
  total: SQL<number | null>;
}

type Query<R> = PromiseLike<R[]> & {
  prepare(name: string): { execute(v: Record<string, unknown>): Promise<R[]> };
};

export interface ListSpec<F extends string, Row, Item> {
  /** Prefix of the list's prepared statements. */
  name: string;
  /** The table a plain count counts. */
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

export interface PageOptions {
  filters?: Filter[];
  /** Further conditions (e.g. an organization scope); undefined ones restrict nothing. */
  where?: (SQL | undefined)[];
  total?: Total;
  /** Prepare one statement per shape (PreparedShapes) instead of building each query. */
  prepared?: boolean;
}

/** One paged list: a service asks for a page in one call and gets `{ items, page, size, totalItems, totalPages }`. */
export class List<F extends string, Row, Item> {
  private readonly shapes: PreparedShapes<(Row & { total: number | null })[]>;

  constructor(private readonly spec: ListSpec<F, Row, Item>) {
    this.shapes = new PreparedShapes(`${spec.name}_page`);
  }

  async page(exec: Executor, ask: PageAsk<F>, options: PageOptions = {}): Promise<Paged<Item>> {
    const { filters = [], total = { count: 'plain' } } = options;
    const extra = (options.where ?? []).filter((c): c is SQL => c !== undefined);
    const keptKey = total.count === 'kept' && speedUpOn('keptCounts') ? total.key : null;
    const offset = offsetOf(ask.page, ask.size);
    const build = (bind: Bind) => this.build(exec, ask, filters, extra, keptKey, bind);
    // Note: conditions given as SQL, and text a user typed, are never part of a prepared statement.
    const inPlace = !options.prepared || extra.length > 0 || filters.some((f) => f.typed);
    const rows = inPlace
      ? Promise.resolve(build(byValue))
      : this.shapes.run(
          exec,
          JSON.stringify([filters.map((f) => f.shape), ask.sort ?? [], keptKey !== null]),
          {
            limit: ask.size,
            offset,
            keptKey,
            ...Object.fromEntries(filters.flatMap((f) => Object.entries(f.values))),
          },
          build,
        );
    const countApart = total.count === 'plain' || (total.count === 'kept' && keptKey === null);
    const [found, counted] = await Promise.all([
      rows,
      total.count === 'known' ? total.n() : countApart ? this.count(exec, filters, extra) : null,
    ]);
    // Past the last page no row carries the total: read it on its own then.
    const totalItems =
      counted ??
      found[0]?.total ??
      (keptKey !== null ? await kept(exec, keptKey) : await this.count(exec, filters, extra));
    return pageOf(
      found.map(({ total: _total, ...row }) => this.spec.item(row as Row)),
      totalItems,
      ask.page,
      ask.size,
    );
  }

  /** Every matching row, in order, unpaged: for sets known to be small (one customer's records). */
  async all(
    exec: Executor,
    options: Pick<PageOptions, 'filters' | 'where'> & { sort?: SortAsk<F> },
  ): Promise<Item[]> {
    const extra = (options.where ?? []).filter((c): c is SQL => c !== undefined);
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
    ask: PageAsk<F>,
    filters: Filter[],
    extra: SQL[],
    keptKey: string | null,
    bind: Bind,
  ) {
    const { spec } = this;
    const chosen = orderBy(ask.sort, spec.sortable, spec.fallback ?? []);
    return spec.query(exec, {
      bind,
      where: this.where(filters, extra, bind),
      order: [...chosen, ...spec.ties],
      sort: ask.sort,
      limit: bind('limit', ask.size),
      offset: bind('offset', offsetOf(ask.page, ask.size)),
      total:
        keptKey === null
          ? sql<null>`null::int`
          : sql<number | null>`(select n from list_counts where key = ${bind('keptKey', keptKey)})::int`,
    });
  }

  private where(filters: Filter[], extra: SQL[], bind: Bind): SQL {
    return and(this.spec.base, ...filters.map((f) => f.on(bind)), ...extra) ?? sql`true`;
  }

  private async count(exec: Executor, filters: Filter[], extra: SQL[]): Promise<number> {
    const [row] = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(this.spec.from)
      .where(this.where(filters, extra, byValue));
    return row?.n ?? 0;
  }
}

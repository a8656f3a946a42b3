import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * How a value enters a query: as itself (a query built for one run) or as a named placeholder (a
 * statement prepared once and run with many values).
 */
export type Bind = <T>(key: string, value: T) => T | Placeholder;
export const byValue: Bind = (_key, value) => value;
const byPlaceholder: Bind = (key) => sql.placeholder(key);

/**
 * A number written into a statement's text rather than given as a value, for a LIMIT or a count of
 * array elements: PostgreSQL plans a LIMIT or OFFSET given as a value for a tenth of the rows (an
 * array for ten elements), so the plan it keeps for the statement looks far dearer than one made
 * for the values, and it plans the statement again on every run. A list's page cost five times its
 * running that way (docs/architecture.md › Prepared statements and kept plans). The statement's key
 * must name the number.
 */
export const inText = (n: number): SQL => sql.raw(String(Math.trunc(n)));

/** `inText` for the query builder's limit(), which writes an SQL fragment as it is. */
export const rowsInText = (n: number): number => inText(n) as unknown as number;

interface Runnable<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

/**
 * Prepared statements, one per key and per database: the key names a query apart from its values
 * (for a list, which filters are present and the sort). A request whose key is cached runs the
 * statement with its own values, so the hot path neither builds the query nor has it planned
 * again. At most `limit` keys are cached; a query of any further key is built for its run.
 * What this saves is measured in docs/benchmarks.md › api.
 */
export class StatementCache<R> {
  private readonly byExecutor = new WeakMap<Executor, Map<string, Runnable<R>>>();
  private made = 0;

  constructor(
    private readonly name: string,
    private readonly limit = 64,
  ) {}

  execute(
    exec: Executor,
    key: string,
    values: Record<string, unknown>,
    build: (bind: Bind) => { prepare(name: string): Runnable<R> } & PromiseLike<R>,
  ): Promise<R> {
    let statements = this.byExecutor.get(exec);
    if (!statements) this.byExecutor.set(exec, (statements = new Map<string, Runnable<R>>()));
    let statement = statements.get(key);
    if (!statement) {
      if (statements.size >= this.limit) return Promise.resolve(build(byValue));
      // Note: the name is unique per text, as the driver requires of named statements.
      statement = build(byPlaceholder).prepare(`${this.name}_${++this.made}`);
      statements.set(key, statement);
    }
    return statement.execute(values);
  }
}

import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { listCounts, listDayCounts } from '../../db/schema/index.ts';
import { StatementCache, type Bind } from '../statement-cache.ts';
import type { Filter } from './filter.ts';

/**
 * A list's total kept under `key`, as an SQL value (null when nothing was ever counted under it).
 * For every organization, the key's rows in list_counts, kept by the triggers of migrations 0002,
 * 0004, 0011 and 0014 (e.g. `customers:status:Pending`, `applications:main`) in the same
 * transaction as the change, so that a page of a big list never counts its million rows
 * (docs/architecture.md › Totals); a key may have several rows, which add up. Within `within`, a
 * narrower scope's filter over list_day_counts (`pageScope`), the key's days in those organizations
 * summed: a few rows a day and organization, kept by the same triggers (migrations 0036 and 0038).
 */
export function keptSum(
  key: string | Placeholder,
  within: readonly Filter[] | undefined,
  bind: Bind,
): SQL<number | null> {
  if (!within)
    return sql`(select sum(${listCounts.n}) from ${listCounts} where ${eq(listCounts.key, key)})::int`;
  const c = listDayCounts;
  return sql`(select sum(${c.n}) from ${c} where ${and(eq(c.key, key), ...within.map((f) => f.on(bind)))})::int`;
}

const statements = new StatementCache<{ n: number }[]>('kept_total');

/** The key of a statement of the kept counts: every organization's, or a scope's filter (`pageScope`). */
export const keptKey = (within: readonly Filter[] | undefined): string =>
  within?.map((f) => f.key).join() || 'all';

/** `keptSum` read on its own, for a page past the list's last row: 0 when nothing was counted. */
export async function keptSumAlone(exec: Executor, key: string, within?: readonly Filter[]): Promise<number> {
  const values = Object.assign({ key }, ...(within ?? []).map((f) => f.values)) as Record<string, unknown>;
  const [row] = await statements.execute(exec, keptKey(within), values, (bind) =>
    exec
      .select({ n: sql<number>`coalesce(${keptSum(bind('key', key), within, bind)}, 0)` })
      .from(sql`(values (1)) as one`),
  );
  return row?.n ?? 0;
}

/**
 * Merges each key's rows of the kept counts (the lists' totals, the days of customers and of
 * activity, the work queue's counts, the names' words) into one, leaving the rows a writer holds
 * for the next time; returns the rows taken.
 */
export async function mergeCounts(exec: Executor): Promise<number> {
  const [row] = await queryRows<{ taken: number }>(exec, sql`select merge_counts() as taken`);
  return row?.taken ?? 0;
}

import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { listCounts } from '../../db/schema/index.ts';
import { StatementCache } from '../statement-cache.ts';

const statements = new StatementCache<{ n: number }[]>('cached_total');

/**
 * A list total cached in list_counts by the triggers of migrations 0002, 0004, 0011 and 0014 (e.g.
 * `customers:status:Pending`, `applications:main`); 0 when nothing was ever counted under `key`.
 * The triggers keep it in the same transaction as the change, so that a page of a big list never
 * counts its million rows (README › Benchmarks); a key may have several rows, which add up.
 */
export async function cachedTotal(exec: Executor, key: string): Promise<number> {
  const [row] = await statements.execute(exec, 'by key', { key }, (bind) =>
    exec
      .select({ n: sql<number>`coalesce(sum(${listCounts.n}), 0)::int` })
      .from(listCounts)
      .where(eq(listCounts.key, bind('key', key))),
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

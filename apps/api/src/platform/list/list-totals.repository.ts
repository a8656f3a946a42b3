import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { listCounts } from '../../db/schema/index.ts';
import { StatementCache } from '../statement-cache.ts';

const statements = new StatementCache<{ n: number }[]>('cached_total');

/**
 * A list total cached in list_counts by the triggers of migrations 0002, 0004, 0011 and 0014 (e.g.
 * `customers:status:Pending`, `applications:main`); 0 when nothing was ever counted under `key`.
 * The triggers keep it in the same transaction as the change, so that a page of a big list never
 * counts its million rows (README › Benchmarks).
 */
export async function cachedTotal(exec: Executor, key: string): Promise<number> {
  const [row] = await statements.execute(exec, 'by key', { key }, (bind) =>
    exec
      .select({ n: listCounts.n })
      .from(listCounts)
      .where(eq(listCounts.key, bind('key', key))),
  );
  return row?.n ?? 0;
}

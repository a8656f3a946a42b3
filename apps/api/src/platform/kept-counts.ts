import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { listCounts } from '../db/schema/index.ts';

const prepare = (exec: Executor) =>
  exec
    .select({ n: listCounts.n })
    .from(listCounts)
    .where(eq(listCounts.key, sql.placeholder('key')))
    .prepare('kept_count');
const prepared = new WeakMap<Executor, ReturnType<typeof prepare>>();

/**
 * A list total kept by the triggers of migrations 0002 and 0004 (e.g. `customers:status:Pending`,
 * `applications:main`), read with a statement prepared once per database; 0 when never kept.
 */
export async function kept(exec: Executor, key: string): Promise<number> {
  let query = prepared.get(exec);
  if (!query) prepared.set(exec, (query = prepare(exec)));
  const [row] = await query.execute({ key });
  return row?.n ?? 0;
}

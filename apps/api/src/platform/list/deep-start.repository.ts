import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { listDayCounts } from '../../db/schema/index.ts';
import { scopeFilters, type OrgScope } from '../org-scope.ts';
import { StatementCache } from '../statement-cache.ts';
import { offsetOf } from '../paging.ts';
import { filter, filterValues, type PageOptions, type PageRequest } from './list.ts';

/** From this many rows on, a page of a list counted by day starts at its day (`deepStart`). */
const DEEP_PAGE_ROWS = 1_000;
const statements = new StatementCache<{ dayEnd: string; skipped: number }[]>('deep_start');

/**
 * Where a deep page of a list, newest first (by `createdAt`, then id), starts, for the rows its
 * cached total counts under `key` (list_counts and list_day_counts share their keys): the day
 * (UTC) holding the page's first row, found from the live rows of the scope per day, as the end of
 * that day and the rows created after it, which the page then need not step over. Undefined for a
 * page in a sort the user chose, within the first DEEP_PAGE_ROWS rows or past the last. Note: OFFSET steps over every index
 * entry before the page, 50,000 of them for page 5000, where it now steps over at most the rows
 * of one day (README › Benchmarks › Deep pages).
 */
export async function deepStart(
  exec: Executor,
  list: { key: string; createdAt: AnyPgColumn },
  scope: OrgScope,
  request: PageRequest<string>,
): Promise<PageOptions['start']> {
  const offset = offsetOf(request.page, request.size);
  if (request.sort?.length || offset < DEEP_PAGE_ROWS) return undefined;
  const c = listDayCounts;
  const scoped = scopeFilters(c.organizationId, scope);
  const [row] = await statements.execute(
    exec,
    scope.all ? 'all' : 'scoped',
    { key: list.key, offset, ...filterValues(scoped) },
    (bind) => {
      const perDay = exec
        .select({ day: c.day, n: sql<number>`sum(${c.n})`.as('n') })
        .from(c)
        .where(and(eq(c.key, bind('key', list.key)), ...scoped.map((f) => f.on(bind))))
        .groupBy(c.day)
        .as('per_day');
      const running = exec
        .select({
          day: perDay.day,
          n: perDay.n,
          skipped: sql<number>`(sum(${perDay.n}) over (order by ${perDay.day} desc) - ${perDay.n})::int`.as(
            'skipped',
          ),
        })
        .from(perDay)
        .as('running');
      return exec
        .select({ dayEnd: sql<string>`to_char(${running.day} + 1, 'YYYY-MM-DD')`, skipped: running.skipped })
        .from(running)
        .where(sql`${running.skipped} + ${running.n} > ${bind('offset', offset)}`)
        .orderBy(desc(running.day))
        .limit(1);
    },
  );
  if (!row) return undefined;
  const before = new Date(`${row.dayEnd}T00:00:00Z`);
  return { before: filter('createdBefore', before, (v) => lt(list.createdAt, v)), skipped: row.skipped };
}

import { and, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { listDayCounts } from '../../db/schema/index.ts';
import { offsetOf } from '../../kernel/paging.ts';
import type { OrgScope } from '../org-scope.ts';
import { StatementCache } from '../statement-cache.ts';
import { filterValues, pageScope, type Filter } from './filter.ts';
import { DEEP_PAGE_ROWS, type PageOptions, type PageRequest, type Total } from './list.ts';
import { keptKey } from './list-totals.repository.ts';

const statements = new StatementCache<{ dayEnd: string; skipped: number; dayStart: string }[]>('deep_start');

/**
 * The total of a list's rows under `key` from the kept counts, read inside the page's statement:
 * the cached total (list_counts) for every organization, the days' counts of its organizations
 * (list_day_counts) for a narrower scope; counted when no key answers the filters (null). The list
 * counts its days under that key too (migrations 0036 and 0038).
 */
export const keptTotal = (key: string | null, scope: OrgScope): Total =>
  key === null
    ? { kind: 'counted' }
    : scope.all
      ? { kind: 'cached', key }
      : { kind: 'cached', key, within: pageScope(listDayCounts.organizationId, scope) };

/**
 * Where a deep page of a list, newest first (by `createdAt`, then id), lies, for the rows its
 * cached total counts under `key` (list_counts and list_day_counts share their keys), found from
 * the live rows of the scope per day (UTC): from the start of the day holding the page's last row
 * to the end of the day holding its first, and the rows created after that day, which the page then
 * need not step over. Undefined for a page in a sort the user chose or within the first
 * DEEP_PAGE_ROWS rows. Note: OFFSET steps over every index entry before the page, 50,000 of them
 * for page 5000, where it now steps over at most the rows of one day (docs/architecture.md › Deep
 * pages). Bounded on both sides, the page's statement keeps its plan: PostgreSQL plans an OFFSET
 * given as a value for a tenth of the rows it may step over, so with an end alone it planned the
 * statement again at every request, as dear as running it (docs/architecture.md › Deep pages).
 */
export async function deepStart(
  exec: Executor,
  list: { key: string; createdAt: AnyPgColumn },
  scope: OrgScope,
  request: PageRequest<string>,
): Promise<PageOptions['start']> {
  const offset = offsetOf(request.page, request.size);
  if (request.sort?.length || offset < DEEP_PAGE_ROWS) return undefined;
  const lastPlace = offset + request.size - 1;
  const c = listDayCounts;
  const scoped = pageScope(c.organizationId, scope);
  const [row] = await statements.execute(
    exec,
    keptKey(scoped),
    { key: list.key, offset, last: lastPlace, ...filterValues(scoped) },
    (bind) => {
      const inKey = and(eq(c.key, bind('key', list.key)), ...scoped.map((f) => f.on(bind)));
      // Each reading of the days, newest first, stops at the day it looks for: the index holds
      // `n`, and the days' order below guides the plan; the outer orders decide.
      const running = () => {
        const perDay = exec
          .select({ day: c.day, n: sql<number>`sum(${c.n})`.as('n') })
          .from(c)
          .where(inKey)
          .groupBy(c.day)
          .orderBy(desc(c.day))
          .as('per_day');
        return exec
          .select({
            day: perDay.day,
            n: perDay.n,
            skipped: sql<number>`(sum(${perDay.n}) over (order by ${perDay.day} desc) - ${perDay.n})::int`.as(
              'skipped',
            ),
          })
          .from(perDay)
          .as('running');
      };
      /** The newest day holding a row at `place` or further, and the rows of the days after it. */
      const holding = (place: Placeholder | number, name: string) => {
        const r = running();
        return exec
          .select({ day: r.day, skipped: r.skipped })
          .from(r)
          .where(sql`${r.skipped} + ${r.n} > ${place}`)
          .orderBy(desc(r.day))
          .limit(1)
          .as(name);
      };
      const first = holding(bind('offset', offset), 'first_day');
      const last = holding(bind('last', lastPlace), 'last_day');
      // A page that reaches the list's end ends on its oldest day.
      const lastDay = sql`coalesce((select ${last.day} from ${last}),
                                   (select min(${c.day}) from ${c} where ${inKey}))`;
      return exec
        .select({
          dayEnd: sql<string>`to_char(${first.day} + 1, 'YYYY-MM-DD')`,
          skipped: sql<number>`${first.skipped}`,
          dayStart: sql<string>`to_char(${lastDay}, 'YYYY-MM-DD')`,
        })
        .from(first);
    },
  );
  // A page past the list's last row (no day holds its first) holds none: a range holding nothing,
  // not every row stepped over.
  if (!row) return { within: createdWithin(list.createdAt, new Date(0), new Date(0)), skipped: offset };
  const dayStart = new Date(`${row.dayStart}T00:00:00Z`);
  const dayEnd = new Date(`${row.dayEnd}T00:00:00Z`);
  return { within: createdWithin(list.createdAt, dayStart, dayEnd), skipped: row.skipped };
}

/** The rows created from the start of one day (UTC) to the start of another. */
const createdWithin = (createdAt: AnyPgColumn, dayStart: Date, dayEnd: Date): Filter => ({
  key: 'createdWithin',
  values: { dayStart, dayEnd },
  on: (bind) =>
    sql`${createdAt} >= ${bind('dayStart', dayStart)} and ${createdAt} < ${bind('dayEnd', dayEnd)}`,
});

import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { activityDailyCounts as daily, activityEvents as events } from '../../db/schema/index.ts';
import type { SplitRange } from './range.ts';

export interface CountFilter {
  createdBy?: string | undefined;
  type?: string | undefined;
}

/** Rows of (day, user, type, event, n) over a split range: whole days from the daily counts, pieces from the events. */
function parts(split: SplitRange, f: CountFilter): SQL | null {
  const selects: SQL[] = [];
  if (split.days) {
    selects.push(sql`select ${daily.day} as day, ${daily.createdBy} as created_by, ${daily.type} as type,
      ${daily.event} as event, ${daily.count} as n from ${daily}
      where ${daily.day} between ${split.days.from}::date and ${split.days.to}::date
      ${f.createdBy ? sql`and ${daily.createdBy} = ${f.createdBy}` : sql``}
      ${f.type ? sql`and ${daily.type} = ${f.type}` : sql``}`);
  }
  for (const p of split.pieces) {
    selects.push(sql`select (${events.createdAt} at time zone 'UTC')::date as day, ${events.createdBy} as created_by,
      ${events.type} as type, ${events.event} as event, count(*) as n from ${events}
      where ${events.createdAt} >= ${p.from.toISOString()}::timestamptz
      and ${events.createdAt} ${p.toInclusive ? sql`<=` : sql`<`} ${p.to.toISOString()}::timestamptz
      ${f.createdBy ? sql`and ${events.createdBy} = ${f.createdBy}` : sql``}
      ${f.type ? sql`and ${events.type} = ${f.type}` : sql``}
      group by 1, 2, 3, 4`);
  }
  return selects.length ? sql.join(selects, sql` union all `) : null;
}

export interface CountRow {
  /** Set on the per-day rows. */
  day: string | null;
  /** Set on the per-user rows. */
  createdBy: string | null;
  type: string;
  event: string;
  n: number;
}

/** Event counts per (day, type, event) and per (user, type, event) in one pass. */
export async function countsByDayAndUser(
  exec: Executor,
  split: SplitRange,
  f: CountFilter,
): Promise<CountRow[]> {
  const from = parts(split, f);
  if (!from) return [];
  return queryRows<CountRow>(
    exec,
    sql`select case when grouping(day) = 0 then day::text end as "day",
      case when grouping(created_by) = 0 then created_by end as "createdBy",
      type, event, sum(n)::int as n
      from (${from}) as p
      group by grouping sets ((day, type, event), (created_by, type, event))`,
  );
}

/** How many events match: the activity report's total, without counting a month's events one by one. */
export async function countEvents(exec: Executor, split: SplitRange, f: CountFilter): Promise<number> {
  const from = parts(split, f);
  if (!from) return 0;
  const [row] = await queryRows<{ n: number }>(
    exec,
    sql`select coalesce(sum(n), 0)::int as n from (${from}) as p`,
  );
  return row?.n ?? 0;
}

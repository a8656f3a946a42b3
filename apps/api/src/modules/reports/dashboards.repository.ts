import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import {
  activityDailyCounts as daily,
  activityDays as days,
  activityEvents as events,
  activityUserSpans as spans,
} from '../../db/schema/index.ts';
import { NO_ORGANIZATION } from '../../db/schema/dashboards.ts';
import { spansOf, type SplitRange } from './range.ts';

/**
 * Whose events a reader may count: every organization's (head office, auditors), or those of some
 * organizations, plus those of no organization when the reader asks only for their own.
 */
export type EventScope =
  { all: true } | { all: false; organizationIds: readonly string[]; withoutOrganization: boolean };

export interface CountFilter {
  createdBy?: string | undefined;
  type?: string | undefined;
  scope: EventScope;
}

/** The scope over the events themselves, whose organization is null for "none". */
export function eventsInScope(column: SQL | AnyColumn, scope: EventScope): SQL {
  if (scope.all) return sql`true`;
  const ids = sql`${`{${scope.organizationIds.join(',')}}`}::uuid[]`;
  return scope.withoutOrganization
    ? sql`(${column} = any(${ids}) or ${column} is null)`
    : sql`${column} = any(${ids})`;
}

/** The scope over the count tables, whose key stands for "none" with the nil uuid. */
function countsInScope(column: AnyColumn, scope: EventScope): SQL {
  if (scope.all) return sql`true`;
  const ids = scope.withoutOrganization ? [...scope.organizationIds, NO_ORGANIZATION] : scope.organizationIds;
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}

/** Rows of (day, user, type, event, n) over a split range: whole days from the daily counts, pieces from the events. */
function parts(split: SplitRange, f: CountFilter): SQL | null {
  const selects: SQL[] = [];
  if (split.days) {
    selects.push(sql`select ${daily.day} as day, ${daily.createdBy} as created_by, ${daily.type} as type,
      ${daily.event} as event, ${daily.count} as n from ${daily}
      where ${daily.day} between ${split.days.from}::date and ${split.days.to}::date
      and ${countsInScope(daily.organizationId, f.scope)}
      ${f.createdBy ? sql`and ${daily.createdBy} = ${f.createdBy}` : sql``}
      ${f.type ? sql`and ${daily.type} = ${f.type}` : sql``}`);
  }
  for (const p of split.pieces) {
    selects.push(sql`select (${events.createdAt} at time zone 'UTC')::date as day, ${events.createdBy} as created_by,
      ${events.type} as type, ${events.event} as event, count(*) as n from ${events}
      where ${events.createdAt} >= ${p.from.toISOString()}::timestamptz
      and ${events.createdAt} ${p.toInclusive ? sql`<=` : sql`<`} ${p.to.toISOString()}::timestamptz
      and ${eventsInScope(events.organizationId, f.scope)}
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

export interface CountsRow {
  /** Set on the per-day rows. */
  day: string | null;
  /** Set on the per-user rows. */
  createdBy: string | null;
  applications: number;
  linkedAccounts: number;
  deLinkedAccounts: number;
  setLimitCount: number;
  resetPinCount: number;
  resetPhysicalCardPinCount: number;
  events: number;
}

const countSums = (t: typeof days | typeof spans) => sql`sum(${t.applications})::int as "applications",
  sum(${t.linkedAccounts})::int as "linkedAccounts",
  sum(${t.deLinkedAccounts})::int as "deLinkedAccounts",
  sum(${t.setLimitCount})::int as "setLimitCount",
  sum(${t.resetPinCount})::int as "resetPinCount",
  sum(${t.resetPhysicalCardPinCount})::int as "resetPhysicalCardPinCount",
  sum(${t.events})::int as "events"`;

/**
 * The six counts and all events of whole days, per day and per user. For one user, from their days
 * (spans of one day). For all users, the days from the days of all users, and each user's total
 * from the fewest spans that make the range: some seven rows a user for a month, not thirty.
 */
export function wholeDayCounts(
  exec: Executor,
  range: { from: string; to: string },
  f: Omit<CountFilter, 'type'>,
): Promise<CountsRow[]> {
  if (f.createdBy) {
    return queryRows<CountsRow>(
      exec,
      sql`select case when grouping(${spans.firstDay}) = 0 then ${spans.firstDay}::text end as "day",
        case when grouping(${spans.createdBy}) = 0 then ${spans.createdBy} end as "createdBy",
        ${countSums(spans)}
        from ${spans}
        where ${spans.createdBy} = ${f.createdBy} and ${spans.spanDays} = 1
        and ${spans.firstDay} between ${range.from}::date and ${range.to}::date
        and ${countsInScope(spans.organizationId, f.scope)}
        group by grouping sets ((${spans.firstDay}), (${spans.createdBy}))`,
    );
  }
  const kept = spansOf(range);
  return queryRows<CountsRow>(
    exec,
    sql`select ${days.day}::text as "day", null::text as "createdBy", ${countSums(days)}
      from ${days}
      where ${days.day} between ${range.from}::date and ${range.to}::date
      and ${countsInScope(days.organizationId, f.scope)}
      group by ${days.day}
      union all
      select null::text, ${spans.createdBy}, ${countSums(spans)}
      from unnest(${`{${kept.map((k) => k.spanDays).join(',')}}`}::int[],
        ${`{${kept.map((k) => k.firstDay).join(',')}}`}::date[]) as k(span_days, first_day)
      join ${spans} on ${spans.spanDays} = k.span_days and ${spans.firstDay} = k.first_day
      where ${countsInScope(spans.organizationId, f.scope)}
      group by ${spans.createdBy}`,
  );
}

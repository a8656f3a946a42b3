import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EndpointQuery, Paged, reportsApi } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { activityEvents } from '../../db/schema/index.ts';
import { defineList, filter, oneTable } from '../../platform/list/index.ts';
import { iso } from '../../kernel/paging.ts';
import { countEvents, eventsInScope, type EventScope } from './dashboards.repository.ts';
import { splitRange } from './range.ts';

const columns = {
  id: activityEvents.id,
  type: activityEvents.type,
  event: activityEvents.event,
  createdBy: activityEvents.createdBy,
  actor: activityEvents.actor,
  createdAt: activityEvents.createdAt,
  remarks: activityEvents.remarks,
  targetType: activityEvents.targetType,
  targetId: activityEvents.targetId,
  changes: activityEvents.changes,
};

const events = defineList({
  name: 'activity',
  from: activityEvents,
  sortable: {},
  ties: [desc(activityEvents.createdAt), desc(activityEvents.id)],
  query: oneTable(activityEvents, columns),
  item: (r: Omit<reportsApi.ActivityItem, 'createdAt'> & { createdAt: Date }) => ({
    ...r,
    createdAt: iso(r.createdAt),
  }),
});

export interface ActivityFilter {
  start: Date;
  end: Date;
  createdBy: string | undefined;
  type: string | undefined;
  /** One record's timeline: its events are few and found through activity_events_target_time_idx. */
  recordId: string | undefined;
  scope: EventScope;
}

/** The filters of the report as conditions on the events themselves. */
const conditions = (f: ActivityFilter): (SQL | undefined)[] => [
  gte(activityEvents.createdAt, f.start),
  lte(activityEvents.createdAt, f.end),
  f.createdBy ? eq(activityEvents.createdBy, f.createdBy) : undefined,
  f.type ? eq(activityEvents.type, f.type) : undefined,
  f.recordId ? eq(activityEvents.targetId, f.recordId) : undefined,
  f.scope.all ? undefined : eventsInScope(activityEvents.organizationId, f.scope),
];

/**
 * How many events match. The daily counts answer a range without reading its events; they know no
 * record, so a record's timeline counts its own (few) events.
 */
export async function countActivity(exec: Executor, f: ActivityFilter): Promise<number> {
  if (!f.recordId) return countEvents(exec, splitRange(f), f);
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(activityEvents)
    .where(and(...conditions(f)));
  return row?.n ?? 0;
}

/**
 * Events from `start` to `end` in the reader's scope, newest first; `createdBy` and `type` narrow
 * them. The total sums the daily counts of whole days and counts only the events of the days'
 * parts at either end (countEvents).
 */
export function activityPage(
  exec: Executor,
  q: Pick<EndpointQuery<typeof reportsApi.activityReport>, 'page' | 'size'>,
  f: ActivityFilter,
): Promise<Paged<reportsApi.ActivityItem>> {
  return events.page(exec, q, {
    filters: [
      filter('start', f.start, (v) => gte(activityEvents.createdAt, v)),
      filter('end', f.end, (v) => lte(activityEvents.createdAt, v)),
      ...(f.createdBy ? [filter('createdBy', f.createdBy, (v) => eq(activityEvents.createdBy, v))] : []),
      ...(f.type ? [filter('type', f.type, (v) => eq(activityEvents.type, v))] : []),
      ...(f.recordId ? [filter('recordId', f.recordId, (v) => eq(activityEvents.targetId, v))] : []),
    ],
    where: [f.scope.all ? undefined : eventsInScope(activityEvents.organizationId, f.scope)],
    total: { kind: 'counter', count: () => countActivity(exec, f) },
    prepared: true,
  });
}

/** The next `limit` events after `after` in the report's order (newest first): the export reads in these steps. */
export function activityAfter(
  exec: Executor,
  f: ActivityFilter,
  after: { createdAt: Date; id: string } | null,
  limit: number,
) {
  const where: (SQL | undefined)[] = [
    ...conditions(f),
    after
      ? or(
          lt(activityEvents.createdAt, after.createdAt),
          and(eq(activityEvents.createdAt, after.createdAt), lt(activityEvents.id, after.id)),
        )
      : undefined,
  ];
  return exec
    .select(columns)
    .from(activityEvents)
    .where(and(...where))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(limit);
}

import { and, desc, eq, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import type { EndpointQuery, Paged, reportsApi } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { activityEvents } from '../../db/schema/index.ts';
import { filter, List, oneTable } from '../../platform/list/list.ts';
import { iso } from '../../platform/paging.ts';
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
};

const events = new List({
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
  scope: EventScope;
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
    ],
    where: [f.scope.all ? undefined : eventsInScope(activityEvents.organizationId, f.scope)],
    total: { kind: 'counter', count: () => countEvents(exec, splitRange(f), f) },
  });
}

/** The next `limit` events after `after` in the report's order (newest first): the export reads in these steps. */
export function activityAfter(
  exec: Executor,
  f: ActivityFilter,
  after: { createdAt: Date; id: string } | null,
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [
    gte(activityEvents.createdAt, f.start),
    lte(activityEvents.createdAt, f.end),
    f.createdBy ? eq(activityEvents.createdBy, f.createdBy) : undefined,
    f.type ? eq(activityEvents.type, f.type) : undefined,
    f.scope.all ? undefined : eventsInScope(activityEvents.organizationId, f.scope),
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
    .where(and(...conditions))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(limit);
}

import { desc, eq, gte, lte } from 'drizzle-orm';
import type { EndpointQuery, Paged, reportsApi } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { activityEvents } from '../../db/schema/index.ts';
import { filter, List, oneTable } from '../../platform/list/list.ts';
import { iso } from '../../platform/paging.ts';

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

/** Events from `start` to `end`, newest first; `createdBy` and `type` narrow them. */
export function activityPage(
  exec: Executor,
  q: Pick<EndpointQuery<typeof reportsApi.activityReport>, 'page' | 'size' | 'type'>,
  range: { start: Date; end: Date; createdBy: string | undefined },
): Promise<Paged<reportsApi.ActivityItem>> {
  return events.page(exec, q, {
    filters: [
      filter('start', range.start, (v) => gte(activityEvents.createdAt, v)),
      filter('end', range.end, (v) => lte(activityEvents.createdAt, v)),
      ...(range.createdBy
        ? [filter('createdBy', range.createdBy, (v) => eq(activityEvents.createdBy, v))]
        : []),
      ...(q.type ? [filter('type', q.type, (v) => eq(activityEvents.type, v))] : []),
    ],
  });
}

import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { hasPermission, P, reportsApi as api } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { activityEvents } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { iso, offsetOf, pageOf } from '../../platform/paging.ts';
import { route } from '../../platform/routes.ts';

/** Today 00:00:00 to 23:59:59.999 UTC (spec 2 §9). */
export function todayRange(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + 24 * 3600 * 1000 - 1) };
}

export const activityRoutes = (db: Db, clock: Clock) => [
  route(api.activityReport, async ({ query, user }) => {
    const today = todayRange(clock.now());
    const start = query.startDate ? new Date(query.startDate) : today.start;
    const end = query.endDate ? new Date(query.endDate) : today.end;
    // Note: without the report permission a user only ever sees their own events.
    const createdBy = hasPermission(user, P.ViewActivityReport) ? query.createdBy : user.userName;
    const where: SQL[] = [gte(activityEvents.createdAt, start), lte(activityEvents.createdAt, end)];
    if (createdBy) where.push(eq(activityEvents.createdBy, createdBy));
    if (query.type) where.push(eq(activityEvents.type, query.type));
    const filter = and(...where);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: activityEvents.id,
          type: activityEvents.type,
          event: activityEvents.event,
          createdBy: activityEvents.createdBy,
          actor: activityEvents.actor,
          createdAt: activityEvents.createdAt,
          remarks: activityEvents.remarks,
        })
        .from(activityEvents)
        .where(filter)
        .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
        .limit(query.size)
        .offset(offsetOf(query.page, query.size)),
      db.select({ n: count() }).from(activityEvents).where(filter),
    ]);
    return pageOf(
      rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
      total?.n ?? 0,
      query.page,
      query.size,
    );
  }),
];

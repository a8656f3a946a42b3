import { hasPermission, P, type EndpointQuery, type reportsApi } from '@console/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { activityPage } from './activity.repository.ts';

/** Today 00:00:00 to 23:59:59.999 UTC (spec 2 §9). */
export function todayRange(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + 24 * 3600 * 1000 - 1) };
}

export class ActivityService {
  constructor(private readonly d: { db: Db; clock: Clock }) {}

  report(q: EndpointQuery<typeof reportsApi.activityReport>, user: SessionUser) {
    const today = todayRange(this.d.clock.now());
    return activityPage(this.d.db, q, {
      start: q.startDate ? new Date(q.startDate) : today.start,
      end: q.endDate ? new Date(q.endDate) : today.end,
      // Note: without the report permission a user only ever sees their own events.
      createdBy: hasPermission(user, P.ViewActivityReport) ? q.createdBy : user.userName,
    });
  }
}

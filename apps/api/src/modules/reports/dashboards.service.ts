import {
  countedEvents,
  hasPermission,
  P,
  type CountedEvent,
  type EndpointQuery,
  type reportsApi,
} from '@console/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { UserScopes } from '../users/index.ts';
import { countsByDayAndUser, wholeDayCounts } from './dashboards.repository.ts';
import { daysOf, rangeOf, splitRange } from './range.ts';
import { eventScopeOf } from './reader-scope.ts';

type Counts = reportsApi.DashboardCounts & { events: number };

/** Which count of spec 2 §3 each counted activity event adds to. */
const countOf: Record<CountedEvent, reportsApi.DashboardCount> = {
  applicationCreated: 'applications',
  linkAccount: 'linkedAccounts',
  deLinkAccount: 'deLinkedAccounts',
  setLimit: 'setLimitCount',
  resetPin: 'resetPinCount',
  resetCardPin: 'resetPhysicalCardPinCount',
};
const byPair = new Map(
  Object.entries(countedEvents).map(([name, e]) => [
    `${e.type}\u0000${e.event}`,
    countOf[name as CountedEvent],
  ]),
);

const zero = (): Counts => ({
  applications: 0,
  linkedAccounts: 0,
  deLinkedAccounts: 0,
  setLimitCount: 0,
  resetPinCount: 0,
  resetPhysicalCardPinCount: 0,
  events: 0,
});

function add(into: Counts, type: string, event: string, n: number): void {
  into.events += n;
  const count = byPair.get(`${type}\u0000${event}`);
  if (count) into[count] += n;
}

function addAll(into: Counts, counts: Counts): void {
  for (const key of Object.keys(into) as (keyof Counts)[]) into[key] += counts[key];
}

export class DashboardsService {
  constructor(private readonly d: { db: Db; clock: Clock; scopes: UserScopes }) {}

  async stats(
    q: EndpointQuery<typeof reportsApi.dashboardStats>,
    user: SessionUser,
  ): Promise<reportsApi.DashboardStats> {
    const range = rangeOf(q, this.d.clock.now());
    // Note: without the general dashboard permission a user only ever gets their own counts.
    const createdBy = hasPermission(user, P.ViewDashboard) ? q.createdBy || undefined : user.userName;
    const scope = await eventScopeOf(this.d.scopes, user, createdBy);
    const split = splitRange(range);
    // Whole days from the per-user daily rows; the partial days at either end from the events.
    const [whole, rows] = await Promise.all([
      split.days ? wholeDayCounts(this.d.db, split.days, { createdBy, scope }) : [],
      countsByDayAndUser(this.d.db, { days: null, pieces: split.pieces }, { createdBy, scope }),
    ]);
    const summary = zero();
    const users = new Map<string, Counts>();
    const days = new Map(daysOf(range).map((day) => [day, zero()]));
    for (const { day, createdBy: by, ...counts } of whole) {
      if (by !== null) {
        const row = users.get(by) ?? zero();
        users.set(by, row);
        addAll(row, counts);
        addAll(summary, counts);
      } else if (day !== null) {
        const row = days.get(day);
        if (row) addAll(row, counts);
      }
    }
    for (const r of rows) {
      if (r.createdBy !== null) {
        const row = users.get(r.createdBy) ?? zero();
        users.set(r.createdBy, row);
        add(row, r.type, r.event, r.n);
        add(summary, r.type, r.event, r.n);
      } else if (r.day !== null) {
        const row = days.get(r.day);
        if (row) add(row, r.type, r.event, r.n);
      }
    }
    return {
      startDate: range.start.toISOString(),
      endDate: range.end.toISOString(),
      summary,
      users: [...users]
        .map(([name, counts]) => ({ createdBy: name, ...counts }))
        .sort((a, b) => a.createdBy.localeCompare(b.createdBy)),
      days: [...days].map(([day, counts]) => ({ day, ...counts })),
    };
  }
}

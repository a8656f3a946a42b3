import { hasPermission, P, reportsApi, type EndpointQuery } from '@console/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import { csvStream, type CsvRow } from '../../platform/csv.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { UserScopes } from '../users/index.ts';
import type { FieldChange } from '../../platform/audit.ts';
import { activityAfter, activityPage, countActivity, type ActivityFilter } from './activity.repository.ts';
import { rangeOf } from './range.ts';
import { eventScopeOf } from './reader-scope.ts';

/** Rows read per query while a CSV export streams. */
const EXPORT_BATCH = 2000;

const shown = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** The changed fields as one cell: `field: old → new; …` (empty when none). */
const changesText = (changes: FieldChange[] | null) =>
  changes?.map((c) => `${c.field}: ${shown(c.old)} → ${shown(c.new)}`).join('; ') ?? null;

/** A record's whole timeline: without dates, from the first event ever to the last there can be. */
const ALL_TIME = { start: new Date(0), end: new Date('9999-12-31T23:59:59.999Z') };

export class ActivityService {
  constructor(private readonly d: { db: Db; clock: Clock; scopes: UserScopes }) {}

  private async filters(
    q: EndpointQuery<typeof reportsApi.activityExport>,
    user: SessionUser,
  ): Promise<ActivityFilter> {
    // Note: without the report permission a user only ever sees their own events.
    const createdBy = hasPermission(user, P.ViewActivityReport) ? q.createdBy || undefined : user.userName;
    const range = rangeOf(q, this.d.clock.now());
    const recordId = q.recordId || undefined;
    return {
      start: recordId && !q.startDate ? ALL_TIME.start : range.start,
      end: recordId && !q.endDate ? ALL_TIME.end : range.end,
      createdBy,
      type: q.type || undefined,
      recordId,
      scope: await eventScopeOf(this.d.scopes, user, createdBy),
    };
  }

  async report(q: EndpointQuery<typeof reportsApi.activityReport>, user: SessionUser) {
    const f = await this.filters(q, user);
    return activityPage(this.d.db, q, f);
  }

  /** The filtered report as CSV, read in batches while it is sent; the total goes ahead in a header. */
  async export(q: EndpointQuery<typeof reportsApi.activityExport>, user: SessionUser) {
    const f = await this.filters(q, user);
    const total = await countActivity(this.d.db, f);
    const db = this.d.db;
    async function* batches(): AsyncGenerator<CsvRow[]> {
      let after: { createdAt: Date; id: string } | null = null;
      for (;;) {
        const rows = await activityAfter(db, f, after, EXPORT_BATCH);
        if (rows.length === 0) return;
        yield rows.map((r) => [
          r.type,
          r.event,
          r.createdBy,
          r.actor,
          r.createdAt.toISOString(),
          r.remarks,
          r.targetType,
          r.targetId,
          changesText(r.changes),
        ]);
        const last = rows[rows.length - 1];
        if (!last || rows.length < EXPORT_BATCH) return;
        after = { createdAt: last.createdAt, id: last.id };
      }
    }
    return { total, body: csvStream(reportsApi.activityCsvColumns, batches()) };
  }
}

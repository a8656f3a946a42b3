import { fillMessage, messages, type retentionApi } from '@console/contract';
import type { Db } from '../../db/client.ts';
import { iso, offsetOf, pageOf } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import type { BlobStore } from '../../platform/blob-store.ts';
import type { JobHandler } from '../../platform/jobs/job-queue.ts';
import type { DocumentsService } from '../documents/index.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './retention.repository.ts';
import { cutoffsAt, dueAt, scheduleInForce, type Schedule } from './schedule.ts';

/** Records anonymised per transaction; a run goes on batch after batch until none is due. */
export const RETENTION_BATCH = 200;

const system = (at: Date): Actor => ({ userName: 'system', at });
const day = (at: Date) => at.toISOString().slice(0, 10);
const every = { all: true } as const;

/**
 * Anonymisation of what has passed its retention (docs/personal-data.md), run by the scheduled
 * upkeep. Each batch is one transaction: the records' names and personal fields replaced, their
 * documents' rows deleted, an audit event per record; the files go from the store once it has
 * committed (a file left by a crash goes with the sweep, its row being gone). The record's id,
 * status, counts and history stay. A job that dies goes on where it stopped at its next run: a
 * record anonymised is never due again. Every time comes from the job's clock.
 */
export class RetentionRuns {
  constructor(
    private readonly d: { db: Db; scopes: UserScopes; blobs: BlobStore; documents: DocumentsService },
  ) {}

  readonly job: JobHandler<object> = {
    run: async (_payload, attempt) => {
      await this.run(attempt.at);
    },
  };

  /** One run: every record due at `at`, in batches; a run that finds nothing leaves no trace. */
  async run(at: Date): Promise<retentionApi.RetentionRun | null> {
    const schedule = await scheduleInForce(this.d.db);
    const cut = cutoffsAt(schedule, at);
    let run: repo.RunRow | null = null;
    for (;;) {
      const batch = await repo.due(this.d.db, cut, every, { limit: RETENTION_BATCH, offset: 0 });
      if (batch.length === 0) break;
      run ??= await repo.insertRun(this.d.db, at);
      const done = await this.anonymise(run.id, batch, schedule, at);
      // Every record of the batch changed meanwhile (held, anonymised by another run): stop here.
      if (done === 0) break;
    }
    if (!run) return null;
    const finished = await this.d.db.transaction(async (tx) => {
      const row = await repo.finishRun(tx, run.id, at);
      await recordActivity(tx, system(at), {
        type: 'Retention',
        event: 'RetentionRun',
        organizationId: null,
        targetType: 'RetentionRun',
        targetId: row.id,
        remarks: fillMessage(messages.retentionRunRemark, {
          customers: String(row.customers),
          businesses: String(row.businesses),
          documents: String(row.documents),
        }),
      });
      return row;
    });
    return asRun(finished);
  }

  private async anonymise(runId: string, batch: repo.DueRow[], schedule: Schedule, at: Date) {
    const files: string[] = [];
    const counts = { customers: 0, businesses: 0, documents: 0 };
    await this.d.db.transaction(async (tx) => {
      for (const record of batch) {
        const gone =
          record.kind === 'Customer'
            ? await repo.anonymiseCustomer(tx, record.id, at)
            : await repo.anonymiseBusiness(tx, record.id, at);
        if (!gone) continue;
        files.push(...gone);
        counts[record.kind === 'Customer' ? 'customers' : 'businesses']++;
        await recordActivity(tx, system(at), {
          type: record.kind,
          event: 'Anonymised',
          organizationId: record.organizationId,
          targetType: record.kind,
          targetId: record.id,
          remarks: fillMessage(messages.anonymisedRemark, {
            date: day(dueAt(schedule, record.kind, record.endedAt)),
          }),
        });
      }
      counts.documents = files.length;
      await repo.addToRun(tx, runId, counts);
    });
    // Taking turns with a backup, so that a backup's database never names a file already gone.
    await this.d.documents.keepingFiles(async () => {
      for (const key of files) await this.d.blobs.remove(key);
    });
    return counts.customers + counts.businesses;
  }

  /** What a run would anonymise now, in the caller's organizations. */
  async preview(query: { page: number; size: number }, user: SessionUser, at: Date) {
    const schedule = await scheduleInForce(this.d.db);
    const scope = await this.d.scopes.of(user);
    const rows = await repo.due(this.d.db, cutoffsAt(schedule, at), scope, {
      limit: query.size,
      offset: offsetOf(query.page, query.size),
    });
    const items = rows.map((r): retentionApi.PreviewItem => ({
      kind: r.kind,
      id: r.id,
      name: r.name,
      organizationId: r.organizationId,
      endedAt: iso(r.endedAt),
      dueAt: iso(dueAt(schedule, r.kind, r.endedAt)),
      documents: r.documents,
    }));
    // A page past the last row carries no total: count the records then.
    const total = rows[0]?.total ?? (query.page > 0 ? await this.countDue(user, schedule, at) : 0);
    return pageOf(items, total, query.page, query.size);
  }

  private async countDue(user: SessionUser, schedule: Schedule, at: Date): Promise<number> {
    const scope = await this.d.scopes.of(user);
    const [first] = await repo.due(this.d.db, cutoffsAt(schedule, at), scope, { limit: 1, offset: 0 });
    return first?.total ?? 0;
  }

  async runs(query: { page: number; size: number }) {
    const { rows, total } = await repo.listRuns(this.d.db, {
      limit: query.size,
      offset: offsetOf(query.page, query.size),
    });
    return pageOf(rows.map(asRun), total, query.page, query.size);
  }
}

const asRun = (row: repo.RunRow): retentionApi.RetentionRun => ({
  id: row.id,
  startedAt: iso(row.startedAt),
  finishedAt: row.finishedAt && iso(row.finishedAt),
  customers: row.customers,
  businesses: row.businesses,
  documents: row.documents,
});

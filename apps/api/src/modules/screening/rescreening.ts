import type { Db } from '../../db/client.ts';
import { recordActivity } from '../../platform/audit.ts';
import type { Attempt, JobHandler, JobQueue } from '../../platform/jobs/job-queue.ts';
import type { ScreeningIndex } from './matcher.ts';
import { Screener } from './record-screening.ts';
import { recordsAfter, screenedTypes } from './records.repository.ts';
import { BEFORE_ANY, type RescreenJob } from './rescreen-job.ts';
import { entriesChangedIn } from './screening.repository.ts';
import { indexOf } from './entry-index.ts';
import { thresholdsInForce } from './thresholds.ts';

/**
 * A new list version screens every customer, business, signatory and merchant "without delay",
 * against only the entries it added or changed: an entry that did not change cannot raise a hit
 * it had not raised before. The last batch says on the list's history how many records were
 * screened and how many hits they raised.
 */
/** Records screened in one job: a batch short enough to retry, long enough to keep the queue calm. */
const BATCH = 500;

export class Rescreening {
  private built: { versionId: string; index: Promise<ScreeningIndex> } | null = null;

  constructor(
    private readonly d: { db: Db; jobs: Pick<JobQueue, 'send'> },
    private readonly batchSize = BATCH,
  ) {}

  readonly job: JobHandler<RescreenJob> = {
    run: (job, attempt) => this.batch(job, attempt),
  };

  /** The index of a version's changed entries, built once for its batches in this process. */
  private changedEntries(versionId: string): Promise<ScreeningIndex> {
    if (this.built?.versionId !== versionId)
      this.built = { versionId, index: entriesChangedIn(this.d.db, versionId).then(indexOf) };
    return this.built.index;
  }

  async batch(job: RescreenJob, attempt: Pick<Attempt, 'at'>): Promise<void> {
    const index = await this.changedEntries(job.versionId);
    const by = { ...job.by, at: attempt.at };
    await this.d.db.transaction(async (tx) => {
      const { review } = await thresholdsInForce(tx);
      const read = index.size === 0 ? [] : await recordsAfter(tx, job.type, job.after, this.batchSize);
      const hits = await new Screener(index, review).screenRecords(tx, read, by);
      const done = { ...job, screened: job.screened + read.length, hits: job.hits + hits };
      const next = nextBatch(done, read.length === this.batchSize ? read[read.length - 1]!.id : null);
      if (next)
        await this.d.jobs.send(tx, 'rescreen-list-version', next, {
          key: `${next.versionId}:${next.type}:${next.after}`,
        });
      else
        await recordActivity(tx, by, {
          type: 'ScreeningList',
          event: 'ListRescreened',
          remarks: `${job.source} list: ${done.screened} records screened against ${index.size} new or changed entries, ${done.hits} hits`,
          organizationId: null,
          targetType: 'ScreeningList',
          targetId: job.versionId,
        });
    });
  }
}

/** The batch after this one: the same type after its last record, or the next type; null at the end. */
function nextBatch(job: RescreenJob, lastId: string | null): RescreenJob | null {
  if (lastId !== null) return { ...job, after: lastId };
  const type = screenedTypes[screenedTypes.indexOf(job.type) + 1];
  return type ? { ...job, type, after: BEFORE_ANY } : null;
}

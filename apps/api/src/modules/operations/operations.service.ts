import {
  type ActivityEvent,
  fillMessage,
  messages,
  operationsApi,
  type EndpointQuery,
} from '@console/contract';
import type { Db, Executor } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { fail } from '../../kernel/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import * as repo from '../../platform/jobs/jobs.repository.ts';
import type { OrgScope } from '../../platform/org-scope.ts';
import { iso, offsetOf, pageOf } from '../../kernel/paging.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { UserScopes } from '../users/index.ts';

type Job = operationsApi.Job;
type ListQuery = EndpointQuery<typeof operationsApi.listJobs>;

const { jobKinds } = operationsApi;
type RecordType = (typeof operationsApi.jobRecordTypes)[number];
const isRecordType = (v: unknown): v is RecordType =>
  (operationsApi.jobRecordTypes as readonly unknown[]).includes(v);

function asJob(row: repo.JobRow): Job {
  const { recordType, recordId, recordName } = row.payload;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    record:
      isRecordType(recordType) && typeof recordId === 'string'
        ? { type: recordType, id: recordId, name: typeof recordName === 'string' ? recordName : '' }
        : null,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    createdAt: iso(row.createdAt),
    startedAt: row.startedAt && iso(row.startedAt),
    nextAttemptAt: row.nextAttemptAt && iso(row.nextAttemptAt),
    completedAt: row.completedAt && iso(row.completedAt),
  };
}

/** Why a job other than a dead one is neither retried nor discarded. */
function refuseUnlessDead(job: repo.JobRow): void {
  if (job.state === 'dead') return;
  if (job.state === 'running') throw fail.rule(messages.jobRunning);
  if (job.state === 'done') throw fail.rule(messages.jobDone);
  throw fail.rule(messages.jobWaiting);
}

/**
 * The Operations screen: the background jobs of the caller's organizations, and what a person
 * does with a dead one: run it once more, or give it up. Both are audited.
 */
export class OperationsService {
  constructor(private readonly d: { db: Db; jobs: JobQueue; scopes: UserScopes }) {}

  async list(query: ListQuery, user: SessionUser) {
    const scope = await this.d.scopes.of(user);
    const kinds = query.kind ? [query.kind] : jobKinds;
    const filter = { kinds, scope, state: query.state };
    const rows = await repo.listJobs(this.d.db, filter, {
      limit: query.size,
      offset: offsetOf(query.page, query.size),
    });
    const counts = await repo.countJobs(this.d.db, { kinds, scope });
    const total = query.state ? counts[query.state] : Object.values(counts).reduce((a, b) => a + b, 0);
    return { ...pageOf(rows.map(asJob), total, query.page, query.size), counts };
  }

  async retry(id: string, user: SessionUser, by: Actor): Promise<Job> {
    const scope = await this.d.scopes.of(user);
    await this.d.db.transaction(async (tx) => {
      const job = await this.requireDead(tx, id, scope);
      await this.d.jobs.retry(tx, job.kind, job.id, job.payload, by.at);
      await this.audit(tx, by, job, 'JobRetried');
    });
    return asJob((await repo.findJob(this.d.db, id, scope, jobKinds)) ?? fail.notFound().throwIt());
  }

  async discard(id: string, user: SessionUser, by: Actor): Promise<void> {
    const scope = await this.d.scopes.of(user);
    await this.d.db.transaction(async (tx) => {
      const job = await this.requireDead(tx, id, scope);
      await this.d.jobs.discard(tx, job.kind, job.id);
      await this.audit(tx, by, job, 'JobDiscarded');
    });
  }

  private async requireDead(tx: Executor, id: string, scope: OrgScope) {
    const job = await repo.findJob(tx, id, scope, jobKinds, true);
    if (!job) throw fail.notFound(messages.jobNotFound);
    refuseUnlessDead(job);
    return job;
  }

  private audit(tx: Executor, by: Actor, job: repo.JobRow, event: ActivityEvent) {
    const organizationId = job.payload.organizationId;
    const record = asJob(job).record;
    return recordActivity(tx, by, {
      type: 'Job',
      organizationId: typeof organizationId === 'string' ? organizationId : null,
      event,
      remarks: fillMessage(record ? messages.jobRemark : messages.jobRemarkNoRecord, {
        job: operationsApi.jobKindTitles[job.kind],
        record: record?.name ?? '',
        error: job.lastError ?? messages.jobNoError,
      }),
      targetType: 'Job',
      targetId: job.id,
    });
  }
}

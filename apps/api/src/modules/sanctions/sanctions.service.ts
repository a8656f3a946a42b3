import { fillMessage, messages } from '@console/contract';
import type { CoreBanking } from '../../core-banking/port.ts';
import type { Db, Executor } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import type { Attempt, JobHandler, JobQueue } from '../../platform/jobs/job-queue.ts';
import type { ApplicationDecisions } from '../applications/index.ts';
import type { CustomerProfiles } from '../customers/index.ts';
import { coreStep, decidedBy, type DecidedBy } from '../decisions/index.ts';
import { coreOrg, requireOrganization } from '../organizations/index.ts';

/** A true match as it was confirmed: the record it names and the list entry. */
export interface ConfirmedMatch {
  id: string;
  recordType: string;
  recordId: string;
  recordName: string;
  organizationId: string;
  source: string;
  reference: string;
}

/** What the freeze's job carries: the match, and who confirmed it. */
export interface FreezeJob {
  hitId: string;
  recordType: 'Customer';
  recordId: string;
  /** Whom the record is for, as the Operations screen names it. */
  recordName: string;
  organizationId: string;
  /** The remark of the decision: the entry and its list. */
  remarks: string;
  by: DecidedBy;
}

export interface SanctionsDeps {
  db: Db;
  core: CoreBanking;
  jobs: JobQueue;
  profiles: CustomerProfiles;
  applications: ApplicationDecisions;
}

/**
 * What a confirmed true match does to its record. Within the confirmation's transaction: a
 * customer is Blocked, its open applications declined with the reason Sanctioned, each with its
 * history and activity; and the freeze of its accounts at the core is queued as a job, so that an
 * outage of the core delays the freeze and never loses it.
 */
export class Sanctions {
  constructor(private readonly d: SanctionsDeps) {}

  async confirmed(tx: Executor, match: ConfirmedMatch, by: Actor): Promise<void> {
    if (match.recordType !== 'Customer') throw fail.rule(messages.sanctioned);
    const remarks = fillMessage(messages.sanctionedRemark, {
      reference: match.reference,
      source: match.source,
    });
    const blocked = await this.d.profiles.block(tx, match.recordId, by.at);
    if (!blocked) throw fail.notFound(messages.customerNotFound);
    await recordActivity(tx, by, {
      type: 'Customer',
      event: 'Sanctioned',
      remarks,
      organizationId: match.organizationId,
      targetType: 'Customer',
      targetId: match.recordId,
      changes: [{ field: 'status', old: blocked.before, new: 'Blocked' }],
    });
    await this.d.applications.declineSanctioned(tx, match.recordId, remarks, by);
    const job: FreezeJob = {
      hitId: match.id,
      recordType: 'Customer',
      recordId: match.recordId,
      recordName: match.recordName,
      organizationId: match.organizationId,
      remarks,
      by: decidedBy(by),
    };
    await this.d.jobs.send(tx, 'freeze-sanctioned-accounts', job);
  }

  /** The freeze as the worker runs it. */
  readonly freezeJob: JobHandler<FreezeJob> = {
    run: (job, attempt) => this.freeze(job, { ...job.by, at: attempt.at }, attempt),
  };

  /**
   * Freezes at the core every account of the customer as it stands when the job runs (an account
   * opened since the confirmation included), the hit's id as the reference. The customer's history
   * says which accounts were frozen, or why not: a refusal ends the job; an outage retries it.
   */
  async freeze(job: FreezeJob, by: Actor, attempt: Pick<Attempt, 'final'>): Promise<void> {
    const profile = await this.d.profiles.find(this.d.db, job.recordId);
    const org = coreOrg(await requireOrganization(this.d.db, job.organizationId));
    const activity = (event: 'AccountsFrozen' | 'AccountFreezeFailed', remarks: string) => ({
      type: 'Customer' as const,
      event,
      remarks,
      organizationId: job.organizationId,
      targetType: 'Customer',
      targetId: job.recordId,
    });
    const customerId = profile?.coreCustomerId ?? null;
    await coreStep(
      this.d.db,
      {
        call: () =>
          customerId === null
            ? Promise.resolve({ frozen: [] })
            : this.d.core.freezeAccounts(org, {
                customerId,
                accountNumbers: [],
                reason: job.remarks,
                reference: `${job.hitId}:freeze`,
              }),
        done: async (tx, { frozen }) => {
          const remarks =
            frozen.length === 0
              ? messages.noAccountToFreeze
              : fillMessage(messages.accountsFrozen, { accounts: frozen.join(', ') });
          await recordActivity(tx, by, activity('AccountsFrozen', remarks));
        },
        failed: async (tx, reason) => {
          await recordActivity(
            tx,
            by,
            activity('AccountFreezeFailed', fillMessage(messages.accountFreezeFailed, { reason })),
          );
        },
      },
      attempt,
    );
  }
}

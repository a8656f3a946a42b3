import { fillMessage, messages } from '@console/contract';
import type { CoreBanking } from '../../core-banking/port.ts';
import type { Db, Executor } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import type { Attempt, JobHandler, JobQueue } from '../../platform/jobs/job-queue.ts';
import type { ApplicationDecisions } from '../applications/index.ts';
import type { CustomerProfiles } from '../customers/index.ts';
import { coreStep, decidedBy, type DecidedBy } from '../decisions/index.ts';
import { businessOfSignatory, sanctionBusiness } from '../businesses/index.ts';
import { sanctionMerchant } from '../merchants/index.ts';
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

/** The records a confirmed match acts on: a signatory's is its business. */
type SanctionedType = 'Customer' | 'Business' | 'Merchant';

/** What the freeze's job carries: the match, the record it freezes, and who confirmed it. */
export interface FreezeJob {
  hitId: string;
  recordType: SanctionedType;
  recordId: string;
  /** Whom the record is for, as the Operations screen names it. */
  recordName: string;
  organizationId: string;
  /** A business's or merchant's accounts; a customer's are all its accounts at the core. */
  accountNumbers?: string[];
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
 * customer is Blocked, its open applications declined with the reason Sanctioned; a business (or
 * a signatory's business) is declined while in review, blocked once active; a merchant is blocked;
 * each with its history and activity. The freeze of the record's accounts at the core is queued
 * as a job, so that an outage of the core delays the freeze and never loses it.
 */
export class Sanctions {
  constructor(private readonly d: SanctionsDeps) {}

  async confirmed(tx: Executor, match: ConfirmedMatch, by: Actor): Promise<void> {
    const remarks = fillMessage(messages.sanctionedRemark, {
      reference: match.reference,
      source: match.source,
    });
    const freeze = async (
      recordType: SanctionedType,
      record: { id: string; name: string },
      accounts?: string[],
    ) => {
      const job: FreezeJob = {
        hitId: match.id,
        recordType,
        recordId: record.id,
        recordName: record.name,
        organizationId: match.organizationId,
        ...(accounts ? { accountNumbers: accounts } : {}),
        remarks,
        by: decidedBy(by),
      };
      await this.d.jobs.send(tx, 'freeze-sanctioned-accounts', job);
    };
    if (match.recordType === 'Customer') {
      await this.blockCustomer(tx, match, remarks, by);
      return freeze('Customer', { id: match.recordId, name: match.recordName });
    }
    if (match.recordType === 'Business' || match.recordType === 'Signatory') {
      const id =
        match.recordType === 'Business' ? match.recordId : await businessOfSignatory(tx, match.recordId);
      const business = await sanctionBusiness(tx, id, remarks, by);
      return freeze('Business', { id, name: business.name }, business.accountNumbers);
    }
    if (match.recordType === 'Merchant') {
      const merchant = await sanctionMerchant(tx, match.recordId, remarks, by);
      return freeze('Merchant', { id: match.recordId, name: merchant.name }, merchant.accountNumbers);
    }
    throw fail.rule(messages.sanctioned);
  }

  private async blockCustomer(tx: Executor, match: ConfirmedMatch, remarks: string, by: Actor) {
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
  }

  /** The freeze as the worker runs it. */
  readonly freezeJob: JobHandler<FreezeJob> = {
    run: (job, attempt) => this.freeze(job, { ...job.by, at: attempt.at }, attempt),
  };

  /**
   * Freezes at the core every account of the customer as it stands when the job runs (an account
   * opened since the confirmation included), or the business's or merchant's account, the hit's
   * id as the reference. The record's history says which accounts were frozen, or why not: a
   * refusal ends the job; an outage retries it.
   */
  async freeze(job: FreezeJob, by: Actor, attempt: Pick<Attempt, 'final'>): Promise<void> {
    const customer = job.recordType === 'Customer';
    const profile = customer ? await this.d.profiles.find(this.d.db, job.recordId) : null;
    const org = coreOrg(await requireOrganization(this.d.db, job.organizationId));
    const activity = (event: 'AccountsFrozen' | 'AccountFreezeFailed', remarks: string) => ({
      type: job.recordType,
      event,
      remarks,
      organizationId: job.organizationId,
      targetType: job.recordType,
      targetId: job.recordId,
    });
    const customerId = profile?.coreCustomerId ?? null;
    const accountNumbers = job.accountNumbers ?? [];
    await coreStep(
      this.d.db,
      {
        call: () =>
          customerId === null && accountNumbers.length === 0
            ? Promise.resolve({ frozen: [] })
            : this.d.core.freezeAccounts(org, {
                customerId,
                accountNumbers,
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

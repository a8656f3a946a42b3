import {
  fillMessage,
  hasPermission,
  messages,
  P,
  type businessesApi,
  type EndpointBody,
} from '@console/contract';
import type { CoreBanking } from '../../core-banking/port.ts';
import type { Db } from '../../db/client.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import {
  openAccountStep,
  openingJob,
  queueOpening,
  stepReference,
  type OpeningRecord,
} from '../decisions/index.ts';
import { fail } from '../../kernel/errors.ts';
import type { Decider } from '../../platform/four-eyes.ts';
import type { Attempt, JobQueue } from '../../platform/jobs/job-queue.ts';
import { planResubmission, planReview, type StatusPlan } from '../decisions/index.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { coreOrg, requireOrganization } from '../organizations/index.ts';
import { businessAndSignatories, requireNoHold } from '../screening/index.ts';
import type { UserScopes } from '../users/index.ts';
import * as docs from './business-documents.repository.ts';
import * as repo from './businesses.repository.ts';

type StatusBody = EndpointBody<typeof businessesApi.changeBusinessStatus>;
type Business = repo.Business;
type Status = repo.BusinessStatus;

/**
 * The lifecycle of the contract (LIFECYCLE) as it depends on the stored business and on the user
 * who asks: which move it is, whether this user may make it, and what it writes. `missingDocuments`
 * are the documents still owed, known when the body asks for Pending (a resubmission).
 */
export function planBusinessStatusChange(
  business: Pick<Business, 'status' | 'createdBy'>,
  body: StatusBody,
  user: Decider,
  missingDocuments: readonly string[],
): StatusPlan<Status> {
  const refuse = () =>
    fail.rule(fillMessage(messages.businessStatusMoveRefused, { from: business.status, to: body.status }));
  if (body.status === 'Pending') {
    if (business.status !== 'Rejected') throw refuse();
    if (!hasPermission(user, P.EditBusiness)) throw fail.forbidden();
    return planResubmission<Status>(
      'Pending',
      body.comments || messages.historyResubmitted,
      missingDocuments,
    );
  }
  if (!hasPermission(user, P.ChangeBusinessStatus)) throw fail.forbidden();
  // A reviewer decides on a Pending or Flagged business.
  return planReview(business, body, user, {
    from: ['Pending', 'Flagged'],
    to: ['Approved', 'Rejected', 'Declined'],
    ownRecord: messages.ownBusinessStatus,
    refuse,
  });
}

/** A business as the core step that opens its account writes on it. */
const openingRecord = (business: Business): OpeningRecord => ({
  type: 'Business',
  id: business.id,
  organizationId: business.organizationId,
  name: business.name,
  writeOpening: repo.setOpening,
  writeHistory: repo.addHistory,
});

/**
 * The decisions on a business. A status change: the business within the user's organizations
 * (404), as the client read it (409); the move planned from it and the user; one transaction with
 * the versioned status, the history line, the activity and, after an approval, the job that opens
 * the account at the core.
 */
export class BusinessDecisions {
  constructor(private readonly d: { db: Db; core: CoreBanking; scopes: UserScopes; jobs: JobQueue }) {}

  async changeStatus(id: string, body: StatusBody, user: SessionUser, by: Actor): Promise<Business> {
    const business = await repo.requireBusiness(this.d.db, id, await this.d.scopes.of(user));
    if (business.rowVersion !== body.rowVersion) throw fail.conflict();
    const owed = body.status === 'Pending' ? await docs.openMissingDocuments(this.d.db, id) : [];
    const plan = planBusinessStatusChange(
      business,
      body,
      user,
      owed.map((m) => m.documentName),
    );
    const { write } = plan;
    if (plan.openAccount && business.awaitingCore) throw fail.rule(messages.alreadyAtCore);
    // A sanctions hit on the business or a signatory holds it: no approval, no opening queued.
    if (plan.openAccount) await requireNoHold(this.d.db, await businessAndSignatories(this.d.db, id), by.at);
    await this.d.db.transaction(async (tx) => {
      if (write) {
        await repo.updateStatus(
          tx,
          id,
          business.rowVersion,
          { status: write.status, declineReason: write.declineReason },
          by.at,
        );
        if (write.settlesMissing) await docs.resolveMissing(tx, id, by.at);
        await docs.addMissing(tx, id, write.missing, by.at);
        await repo.addHistory(tx, id, write.status, write.comments, by);
        await recordActivity(tx, by, {
          type: 'Business',
          organizationId: business.organizationId,
          event: `Status${write.status}`,
          remarks: fillMessage(messages.statusMoved, {
            name: business.name,
            from: business.status,
            to: write.status,
          }),
          targetType: 'Business',
          targetId: id,
          changes: fieldChanges(
            { status: business.status, declineReason: business.declineReason },
            { status: write.status, declineReason: write.declineReason },
          ),
        });
      }
      if (plan.openAccount)
        await queueOpening(tx, this.d.jobs, 'open-business-account', openingRecord(business), by);
    });
    return repo.requireBusiness(this.d.db, id);
  }

  /** The job an approval queues, as the worker runs it. */
  readonly openingJob = openingJob({
    openAccount: (id, by, attempt) => this.openAccount(id, by, attempt),
    statusOf: async (exec, id) => (await repo.requireBusiness(exec, id)).status,
    writeOpening: repo.setOpening,
  });

  /**
   * The job of an approval: the core opens the business account (idempotent by the business's id
   * and the step), and the business becomes Completed, or stays Approved with the reason. It
   * reloads the business: done already, it asks the core nothing.
   */
  async openAccount(id: string, by: Actor, attempt: Pick<Attempt, 'final'>): Promise<void> {
    const business = await repo.requireBusiness(this.d.db, id);
    if (business.status !== 'Approved') return;
    const org = coreOrg(await requireOrganization(this.d.db, business.organizationId));
    await openAccountStep(
      this.d.db,
      by,
      {
        record: openingRecord(business),
        open: () =>
          this.d.core.openBusinessAccount(org, {
            name: business.name,
            registrationNumber: business.registrationNumber,
            phone: business.contactPersonPhone ?? '',
            email: business.email,
            accountType: business.accountType,
            currency: business.currency,
            branchCode: business.branchCode,
            reference: stepReference(business.id, 'open-account'),
          }),
      },
      attempt,
    );
  }
}

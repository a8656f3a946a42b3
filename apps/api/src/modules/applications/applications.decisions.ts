import {
  fillMessage,
  hasPermission,
  messages,
  P,
  type applicationsApi,
  type EndpointBody,
} from '@console/contract';
import type { CoreBanking } from '../../core-banking/port.ts';
import type { Db, Executor } from '../../db/client.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import {
  openAccountStep,
  openingJob,
  queueOpening,
  stepReference,
  type OpeningRecord,
} from '../decisions/index.ts';
import { fail } from '../../kernel/errors.ts';
import { madeBy, type Decider } from '../../platform/four-eyes.ts';
import type { Attempt, JobQueue } from '../../platform/jobs/job-queue.ts';
import { inScope } from '../../platform/org-scope.ts';
import { planResubmission, planReview, type StatusPlan } from '../decisions/index.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import type { CustomerProfiles } from '../customers/index.ts';
import type { DocumentsService } from '../documents/index.ts';
import { coreOrg, requireOrganization } from '../organizations/index.ts';
import { requireNoHold } from '../screening/index.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './applications.repository.ts';

type Api = typeof applicationsApi;
type StatusBody = EndpointBody<Api['changeStatus']>;
type FlagBody = EndpointBody<Api['resolveFlagged']>;
type ApplicationRow = repo.ApplicationRow;
type Status = ApplicationRow['status'];
/** What the rules read of a stored application. */
type Decided = Pick<ApplicationRow, 'id' | 'status' | 'createdBy'>;

/** What a resubmission depends on beyond the application: the documents still owed, a possible duplicate. */
export interface Resubmission {
  missingDocuments: readonly string[];
  duplicateOf: string | null;
}

/**
 * The lifecycle of the contract (LIFECYCLE) as it depends on the stored application and on the
 * user who asks: which move it is, whether this user may make it, and what it writes. What the
 * body alone must hold (a decline reason, rejection items) the contract's schema has checked.
 * `resubmission` is known when the body asks for Pending, and null otherwise.
 */
export function planStatusChange(
  app: Decided,
  body: StatusBody,
  user: Decider,
  resubmission: Resubmission | null,
): StatusPlan<Status> {
  const refuse = () =>
    fail.rule(fillMessage(messages.statusMoveRefused, { from: app.status, to: body.status }));
  if (body.applicationId && body.applicationId !== app.id)
    throw fail.field('applicationId', messages.notThisApplication);
  if (body.status === 'Pending') {
    if (app.status !== 'Draft' && app.status !== 'Rejected') throw refuse();
    if (!hasPermission(user, P.EditApplication)) throw fail.forbidden();
    const owed = app.status === 'Rejected' ? (resubmission?.missingDocuments ?? []) : [];
    // A resubmission is a submission: it is checked for duplicates again, documents included.
    const duplicate = resubmission?.duplicateOf;
    if (duplicate)
      return planResubmission<Status>(
        'Flagged',
        fillMessage(messages.possibleDuplicate, { name: duplicate }),
        owed,
      );
    return planResubmission<Status>('Pending', body.comments || messages.historyResubmitted, owed);
  }
  if (!hasPermission(user, P.ChangeApplicationStatus)) throw fail.forbidden();
  // A reviewer decides on a Pending application only.
  return planReview(app, body, user, {
    from: ['Pending'],
    to: ['Approved', 'Declined', 'Rejected', 'Draft'],
    ownRecord: messages.ownApplicationStatus,
    refuse,
  });
}

/** Who may move a flagged application onto a customer: a reviewer other than its maker, while it is Flagged. */
export function checkFlagResolution(app: Decided, body: FlagBody, user: Decider): void {
  if (body.applicationId && body.applicationId !== app.id)
    throw fail.field('applicationId', messages.notThisApplication);
  if (app.status !== 'Flagged') throw fail.rule(messages.onlyFlaggedResolved);
  if (madeBy(app, user)) throw fail.forbidden(messages.ownApplicationReview);
}

/** An application as the core step that opens its account writes on it. */
const openingRecord = (app: ApplicationRow): OpeningRecord => ({
  type: 'Application',
  id: app.id,
  organizationId: app.organizationId,
  name: app.customerName,
  writeOpening: repo.setOpening,
  writeHistory: repo.addHistory,
});

export interface ApplicationDecisionsDeps {
  db: Db;
  core: CoreBanking;
  scopes: UserScopes;
  profiles: CustomerProfiles;
  documents: DocumentsService;
  jobs: JobQueue;
}

/**
 * The decisions on an application. Each one: the application within the user's organizations
 * (404), as the client read it (409); the move planned from it and the user; one transaction
 * with the versioned status, the history line, the activity and, when the core follows, its job.
 */
export class ApplicationDecisions {
  constructor(private readonly d: ApplicationDecisionsDeps) {}

  async changeStatus(id: string, body: StatusBody, user: SessionUser, by: Actor): Promise<ApplicationRow> {
    const app = await repo.requireApplication(this.d.db, id, await this.d.scopes.of(user));
    if (app.rowVersion !== body.rowVersion) throw fail.conflict();
    const resubmission = body.status === 'Pending' ? await this.resubmission(app) : null;
    const plan = planStatusChange(app, body, user, resubmission);
    const { write } = plan;
    if (plan.openAccount && app.awaitingCore) throw fail.rule(messages.alreadyAtCore);
    // A sanctions hit holds the customer: no approval, no account opening queued.
    if (plan.openAccount) await requireNoHold(this.d.db, [app.customerId], by.at);
    await this.d.db.transaction(async (tx) => {
      if (write) {
        await repo.updateStatus(
          tx,
          id,
          app.rowVersion,
          { status: write.status, declineReason: write.declineReason },
          by.at,
        );
        if (write.settlesMissing) await repo.resolveMissing(tx, id, by.at);
        await repo.addMissing(tx, id, write.missing, by.at);
        await repo.addHistory(tx, id, write.status, write.comments, by);
        await this.profileFollows(tx, app.customerId, write.status, by.at);
        await recordActivity(tx, by, {
          type: 'Application',
          organizationId: app.organizationId,
          event: `Status${write.status}`,
          remarks: fillMessage(messages.statusMoved, {
            name: app.customerName,
            from: app.status,
            to: write.status,
          }),
          targetType: 'Application',
          targetId: id,
          changes: fieldChanges(
            { status: app.status, declineReason: app.declineReason },
            { status: write.status, declineReason: write.declineReason },
          ),
        });
      }
      if (plan.openAccount)
        await queueOpening(tx, this.d.jobs, 'open-application-account', openingRecord(app), by);
    });
    return repo.requireApplication(this.d.db, id);
  }

  /** The job an approval queues, as the worker runs it. */
  readonly openingJob = openingJob({
    openAccount: (id, by, attempt) => this.openAccount(id, by, attempt),
    statusOf: async (exec, id) => (await repo.requireApplication(exec, id)).status,
    writeOpening: repo.setOpening,
  });

  /**
   * The job of an approval: the core opens the account (idempotent by the application's id and
   * the step), and the application becomes Completed, or stays Approved with the reason. It
   * reloads the application: done already, it asks the core nothing.
   */
  async openAccount(id: string, by: Actor, attempt: Pick<Attempt, 'final'>): Promise<void> {
    const app = await repo.requireApplication(this.d.db, id);
    if (app.status !== 'Approved') return;
    const profile = await this.d.profiles.find(this.d.db, app.customerId);
    if (!profile) throw fail.notFound(messages.customerNotFound);
    const org = coreOrg(await requireOrganization(this.d.db, app.organizationId));
    await openAccountStep(
      this.d.db,
      by,
      {
        record: openingRecord(app),
        open: () =>
          this.d.core.openAccount(org, {
            customerId: profile.coreCustomerId,
            name: profile.name,
            mobile: profile.mobile,
            email: profile.email,
            accountType: app.type,
            currency: app.currency,
            branchCode: app.branchCode,
            reference: stepReference(app.id, 'open-account'),
          }),
        opened: async (tx, account) => {
          await this.d.profiles.verified(tx, app.customerId, account.customerId, by.at);
          await this.profileFollows(tx, app.customerId, 'Completed', by.at);
        },
      },
      attempt,
    );
  }

  async resolveFlagged(id: string, body: FlagBody, user: SessionUser, by: Actor): Promise<void> {
    const scope = await this.d.scopes.of(user);
    const app = await repo.requireApplication(this.d.db, id, scope);
    if (app.rowVersion !== body.rowVersion) throw fail.conflict();
    checkFlagResolution(app, body, user);
    const destination = await this.d.profiles.find(this.d.db, body.destinationCustomerId);
    // A profile of another organization cannot receive the application (nor be seen).
    if (!destination || !inScope(scope, destination.organizationId))
      throw fail.field('destinationCustomerId', messages.customerNotFound);
    await this.d.db.transaction(async (tx) => {
      const moved = { status: 'Pending', customerId: destination.id } as const;
      await repo.updateStatus(tx, id, app.rowVersion, moved, by.at);
      await repo.addHistory(tx, id, 'Pending', body.comments, by);
      if (destination.id !== app.customerId) {
        await this.profileFollows(tx, app.customerId, null, by.at);
        // The profile made for the duplicate has nothing left: it goes, the destination stays.
        await this.d.profiles.removeIfEmpty(tx, app.customerId, by.at);
      }
      await this.profileFollows(tx, destination.id, 'Pending', by.at);
      await recordActivity(tx, by, {
        type: 'Application',
        organizationId: app.organizationId,
        event: 'FlagResolved',
        remarks: fillMessage(messages.resolvedInto, {
          name: app.customerName,
          destination: destination.name,
        }),
        targetType: 'Application',
        targetId: id,
        changes: fieldChanges(
          { status: app.status, customerId: app.customerId },
          { status: moved.status, customerId: moved.customerId },
        ),
      });
    });
  }

  private async resubmission(app: ApplicationRow): Promise<Resubmission> {
    const owed = await repo.openMissingDocuments(this.d.db, app.id);
    return {
      missingDocuments: owed.map((m) => m.documentName),
      duplicateOf: await this.d.documents.identityOwnedElsewhere(this.d.db, app.customerId),
    };
  }

  /**
   * A confirmed sanctions match on the customer, in the caller's transaction: each of its
   * applications still open (neither Completed nor Declined) is declined with the reason
   * Sanctioned, its history line and its activity, and an account opening it waited for is off.
   */
  async declineSanctioned(tx: Executor, customerId: string, comments: string, by: Actor): Promise<void> {
    const open = (await repo.ofCustomer(tx, customerId)).filter(
      (a) => !repo.FINAL_STATUSES.includes(a.status),
    );
    for (const app of open) {
      const write = { status: 'Declined', declineReason: messages.sanctioned } as const;
      await repo.updateStatus(tx, app.id, app.rowVersion, write, by.at);
      if (app.awaitingCore)
        await repo.setOpening(tx, app.id, { openingError: null, awaitingCore: false }, by.at);
      await repo.addHistory(tx, app.id, 'Declined', comments, by);
      await recordActivity(tx, by, {
        type: 'Application',
        organizationId: app.organizationId,
        event: 'StatusDeclined',
        remarks: comments,
        targetType: 'Application',
        targetId: app.id,
        changes: fieldChanges(
          { status: app.status, declineReason: app.declineReason },
          { status: write.status, declineReason: write.declineReason },
        ),
      });
    }
    if (open.length > 0) await this.profileFollows(tx, customerId, 'Declined', by.at);
  }

  /** The profile's counts after its applications changed, and its status following `status`. */
  private async profileFollows(tx: Executor, customerId: string, status: Status | null, at: Date) {
    const counts = await repo.countsOf(tx, customerId);
    await this.d.profiles.followApplications(tx, customerId, counts, status, at);
  }
}

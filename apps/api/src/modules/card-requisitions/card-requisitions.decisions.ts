import {
  cardEvents,
  cardRequisitionsApi,
  fillMessage,
  messages,
  workAreaTitles,
  type EndpointBody,
} from '@console/contract';
import type { CoreBanking } from '../../core-banking/port.ts';
import type { Db, Executor } from '../../db/client.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import { coreStep, decidedBy, stepReference, type CoreStepJob } from '../decisions/index.ts';
import { fail } from '../../kernel/errors.ts';
import { madeBy, type Decider } from '../../platform/four-eyes.ts';
import type { Attempt, JobHandler, JobQueue } from '../../platform/jobs/job-queue.ts';
import { inScope } from '../../platform/org-scope.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { coreOrg, requireOrganization } from '../organizations/index.ts';
import { refuseStepIfAccountHeld, requireAccountNotHeldHere } from '../screening/index.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './card-requisitions.repository.ts';

type StatusBody = EndpointBody<typeof cardRequisitionsApi.changeStatus>;
type Requisition = repo.Requisition;

/** How a requisition of each type is named in the catalogue's texts: its area, its record, its move. */
export const requisitionTexts = {
  Card: {
    area: workAreaTitles.CardRequisition,
    record: messages.cardRequisitionOf,
    moved: messages.cardRequisitionMoved,
  },
  Limit: {
    area: workAreaTitles.LimitRequisition,
    record: messages.limitRequisitionOf,
    moved: messages.limitRequisitionMoved,
  },
} as const satisfies Record<repo.RequisitionType, { area: string; record: string; moved: string }>;

/** A decision as planned: the status and remarks it writes; Completed is made at the core first. */
export interface RequisitionPlan {
  status: Requisition['status'];
  remarks: string | null;
  fulfil: boolean;
}

/**
 * The lifecycle of the contract (LIFECYCLE) as it depends on the stored requisition and on the
 * user who asks: never its requester; Completed is final; nothing while the core carries out a
 * Completed; from each status only the moves that `nextRequisitionStatuses` offers.
 */
export function planRequisitionDecision(
  row: Pick<Requisition, 'status' | 'createdBy' | 'awaitingCore'>,
  body: StatusBody,
  user: Decider,
): RequisitionPlan {
  // Note: four eyes. Whoever requested a requisition never decides it.
  if (madeBy(row, user)) throw fail.forbidden(messages.ownRequisition);
  if (row.status === 'Completed') throw fail.rule(messages.requisitionCompleted);
  if (row.awaitingCore) throw fail.rule(messages.alreadyAtCore);
  if (!cardRequisitionsApi.nextRequisitionStatuses(row.status).includes(body.status))
    throw fail.rule(fillMessage(messages.requisitionMoveRefused, { from: row.status, to: body.status }));
  const remarks = body.remarks?.trim() || null;
  return { status: body.status, remarks, fulfil: body.status === 'Completed' };
}

/**
 * The decisions on card and limit requisitions: the requisition within the user's organizations
 * (404), as the client read it (409); the move planned from it and the user; then one transaction
 * with the versioned status, the remark and the activity; or, for Completed, one that marks it
 * awaiting the core and queues the job that carries it out and then writes that transaction.
 */
export class CardRequisitionDecisions {
  constructor(private readonly d: { db: Db; core: CoreBanking; scopes: UserScopes; jobs: JobQueue }) {}

  async changeStatus(body: StatusBody, user: SessionUser, by: Actor) {
    const row = await repo.getRequisition(this.d.db, body.requestId);
    const scope = await this.d.scopes.of(user);
    if (!row || row.requestType !== body.requestType || !inScope(scope, row.organizationId))
      throw fail.notFound();
    if (row.rowVersion !== body.rowVersion) throw fail.conflict();
    const plan = planRequisitionDecision(row, body, user);
    // The core may be down: its job checks the holder the core names before it issues anything.
    if (plan.fulfil) await requireAccountNotHeldHere(this.d.db, row.organizationId, row.accountNumber, by.at);
    await this.d.db.transaction(async (tx) => {
      if (!plan.fulfil) return this.write(tx, row, plan, by);
      await repo.setCoreStep(tx, row.id, row.rowVersion, { awaitingCore: true, coreError: null }, by.at);
      const job: CoreStepJob = {
        recordType: 'CardRequisition',
        recordId: row.id,
        organizationId: row.organizationId,
        recordName: fillMessage(requisitionTexts[row.requestType].record, { account: row.accountNumber }),
        by: decidedBy(by),
        remarks: plan.remarks,
      };
      await this.d.jobs.send(tx, 'fulfil-card-requisition', job);
    });
    const decided = (await repo.getRequisition(this.d.db, row.id)) ?? fail.notFound().throwIt();
    return { id: decided.id, status: decided.status, rowVersion: decided.rowVersion };
  }

  /** The job of Completed, as the worker runs it and as a retry of it writes on the requisition. */
  readonly fulfilmentJob: JobHandler<CoreStepJob> = {
    run: (job, attempt) =>
      this.fulfil(job.recordId, { ...job.by, at: attempt.at }, job.remarks ?? null, attempt),
    requeued: (exec, job, at) => this.refulfil(exec, job.recordId, at),
  };

  /**
   * The job of Completed: the core issues the card or applies the limit (idempotent by the
   * requisition's id and the step), then one transaction writes Completed with the decision's
   * remarks. A refusal, or the last attempt failing, leaves the status as it was with the reason
   * (the contract's LIFECYCLE): Completed may be asked again.
   */
  async fulfil(
    id: string,
    by: Actor,
    remarks: string | null,
    attempt: Pick<Attempt, 'final'>,
  ): Promise<void> {
    const row = await repo.getRequisition(this.d.db, id);
    // Done already: the core is not asked twice.
    if (!row || row.status === 'Completed') return;
    const reference = stepReference(row.id, 'fulfil');
    const org = coreOrg(await requireOrganization(this.d.db, row.organizationId));
    await coreStep<unknown>(
      this.d.db,
      {
        call: async () => {
          await refuseStepIfAccountHeld(this.d.db, this.d.core, org, row.accountNumber, by.at);
          return row.requestType === 'Card'
            ? this.d.core.issueCard(org, {
                accountNo: row.accountNumber,
                productType: row.productType ?? '',
                cardType: row.cardType ?? '',
                reference,
              })
            : this.d.core.applyCardLimit(org, {
                accountNo: row.accountNumber,
                cardId: row.cardId ?? '',
                limitType: row.limitType ?? '',
                amount: row.amount ?? '0',
                reference,
              });
        },
        done: (tx) => this.write(tx, row, { status: 'Completed', remarks }, by),
        failed: async (tx, reason) => {
          await repo.setCoreStep(
            tx,
            row.id,
            row.rowVersion,
            { awaitingCore: false, coreError: reason },
            by.at,
          );
          await recordActivity(tx, by, {
            ...cardEvents.requisitionNotFulfilled,
            organizationId: row.organizationId,
            remarks: fillMessage(messages.labelled, {
              label: requisitionTexts[row.requestType].area,
              value: reason,
            }),
            targetType: 'CardRequisition',
            targetId: row.id,
          });
        },
      },
      attempt,
    );
  }

  /** A dead job retried: the requisition shows again that the core is carrying out Completed. */
  async refulfil(exec: Executor, id: string, at: Date): Promise<void> {
    const row = await repo.getRequisition(exec, id);
    if (!row || row.status === 'Completed') return;
    await repo.setCoreStep(exec, id, row.rowVersion, { awaitingCore: true, coreError: null }, at);
  }

  /** A decision in one transaction: the status guarded by the row version, the remark, the activity. */
  private async write(
    tx: Executor,
    row: Requisition,
    decision: Pick<RequisitionPlan, 'status' | 'remarks'>,
    by: Actor,
  ): Promise<void> {
    const { status, remarks } = decision;
    await repo.updateStatus(
      tx,
      row.id,
      row.rowVersion,
      { status, awaitingCore: false, coreError: null },
      by.at,
    );
    await repo.addRemark(tx, { requisitionId: row.id, status, remarks, by: by.userName, at: by.at });
    await recordActivity(tx, by, {
      ...cardEvents.requisitionDecided,
      organizationId: row.organizationId,
      remarks: movedRemark(row, status, remarks),
      targetType: 'CardRequisition',
      targetId: row.id,
      changes: fieldChanges({ status: row.status }, { status }),
    });
  }
}

/** The activity's remark of a decision: the move, and the decider's remarks after it. */
function movedRemark(row: Requisition, status: Requisition['status'], remarks: string | null): string {
  const moved = fillMessage(requisitionTexts[row.requestType].moved, { from: row.status, to: status });
  return remarks ? fillMessage(messages.labelled, { label: moved, value: remarks }) : moved;
}

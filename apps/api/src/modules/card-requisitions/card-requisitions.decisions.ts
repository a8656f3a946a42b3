import { cardEvents, cardRequisitionsApi, fillMessage, messages, type EndpointBody } from '@console/contract';
import type { CoreBanking } from '../../core-banking/port.ts';
import type { Db, Executor } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { coreStep } from '../../platform/core-step.ts';
import { fail } from '../../platform/errors.ts';
import { madeBy, type Decider } from '../../platform/four-eyes.ts';
import { inScope } from '../../platform/org-scope.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { coreOrg, requireOrganization } from '../organizations/index.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './card-requisitions.repository.ts';

type StatusBody = EndpointBody<typeof cardRequisitionsApi.changeStatus>;
type Requisition = repo.Requisition;

/** A decision as planned: the status and remarks it writes; Completed is made at the core first. */
export interface RequisitionPlan {
  status: Requisition['status'];
  remarks: string | null;
  fulfil: boolean;
}

/**
 * The lifecycle of the contract (LIFECYCLE) as it depends on the stored requisition and on the
 * user who asks: never its requester; Completed is final; from each status only the moves that
 * `nextRequisitionStatuses` offers.
 */
export function planRequisitionDecision(
  row: Pick<Requisition, 'status' | 'createdBy'>,
  body: StatusBody,
  user: Decider,
): RequisitionPlan {
  // Note: four eyes. Whoever requested a requisition never decides it.
  if (madeBy(row, user)) throw fail.forbidden(messages.ownRequisition);
  if (row.status === 'Completed') throw fail.rule(messages.requisitionCompleted);
  if (!cardRequisitionsApi.nextRequisitionStatuses(row.status).includes(body.status))
    throw fail.rule(fillMessage(messages.requisitionMoveRefused, { from: row.status, to: body.status }));
  const remarks = body.remarks?.trim() || null;
  return { status: body.status, remarks, fulfil: body.status === 'Completed' };
}

/**
 * The decisions on card and limit requisitions: the requisition within the user's organizations
 * (404), as the client read it (409); the move planned from it and the user; then either one
 * transaction with the versioned status, the remark and the activity, or, for Completed, the core
 * step that ends with that transaction.
 */
export class CardRequisitionDecisions {
  constructor(private readonly d: { db: Db; core: CoreBanking; scopes: UserScopes }) {}

  async changeStatus(body: StatusBody, user: SessionUser, by: Actor) {
    const row = await repo.getRequisition(this.d.db, body.requestId);
    const scope = await this.d.scopes.of(user);
    if (!row || row.requestType !== body.requestType || !inScope(scope, row.organizationId))
      throw fail.notFound();
    if (row.rowVersion !== body.rowVersion) throw fail.conflict();
    const plan = planRequisitionDecision(row, body, user);
    if (plan.fulfil) await this.fulfil(row.id, by, plan.remarks);
    else await this.d.db.transaction((tx) => this.write(tx, row, plan, by));
    const decided = (await repo.getRequisition(this.d.db, row.id)) ?? fail.notFound().throwIt();
    return { id: decided.id, status: decided.status, rowVersion: decided.rowVersion };
  }

  /**
   * The core step of Completed: the core issues the card or applies the limit (idempotent by the
   * requisition's id), then one transaction writes Completed with the decision's remarks. It takes
   * the id, the actor and those remarks, and reloads the rest, so that it may run apart from the
   * request. A core failure changes nothing (the contract's LIFECYCLE): Completed may be asked again.
   */
  async fulfil(id: string, by: Actor, remarks: string | null): Promise<void> {
    const row = await repo.getRequisition(this.d.db, id);
    // Done already: the core is not asked twice.
    if (!row || row.status === 'Completed') return;
    const org = coreOrg(await requireOrganization(this.d.db, row.organizationId));
    await coreStep<unknown>(this.d.db, {
      call: () =>
        row.requestType === 'Card'
          ? this.d.core.issueCard(org, {
              accountNo: row.accountNumber,
              productType: row.productType ?? '',
              cardType: row.cardType ?? '',
              reference: row.id,
            })
          : this.d.core.applyCardLimit(org, {
              accountNo: row.accountNumber,
              cardId: row.cardId ?? '',
              limitType: row.limitType ?? '',
              amount: row.amount ?? '0',
              reference: row.id,
            }),
      done: (tx) => this.write(tx, row, { status: 'Completed', remarks }, by),
    });
  }

  /** A decision in one transaction: the status guarded by the row version, the remark, the activity. */
  private async write(
    tx: Executor,
    row: Requisition,
    decision: Pick<RequisitionPlan, 'status' | 'remarks'>,
    by: Actor,
  ): Promise<void> {
    const { status, remarks } = decision;
    await repo.updateStatus(tx, row.id, row.rowVersion, status, by.at);
    await repo.addRemark(tx, { requisitionId: row.id, status, remarks, by: by.userName, at: by.at });
    await recordActivity(tx, by, {
      ...cardEvents.requisitionDecided,
      organizationId: row.organizationId,
      remarks: `${row.requestType} requisition ${row.status} → ${status}${remarks ? `: ${remarks}` : ''}`,
      targetType: 'CardRequisition',
      targetId: row.id,
    });
  }
}

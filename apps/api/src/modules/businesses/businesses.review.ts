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
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { AppError, fail } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { coreOrg, requireOrganization } from '../organizations/index.ts';
import type { UserScopes } from '../users/index.ts';
import * as docs from './business-documents.repository.ts';
import * as repo from './businesses.repository.ts';
import { visibleBusiness } from './businesses.service.ts';

type Body = EndpointBody<typeof businessesApi.changeBusinessStatus>;
type Business = repo.Business;
type Status = repo.BusinessStatus;

type Plan =
  | { kind: 'review'; status: Status; comments: string | null }
  | { kind: 'resubmit'; status: 'Pending' | 'Flagged'; comments: string }
  | { kind: 'retry-opening'; status: 'Approved' };

/** Who may review: from these statuses a reviewer decides. */
const UNDER_REVIEW: Status[] = ['Pending', 'Flagged'];

/**
 * The lifecycle of the contract (LIFECYCLE) as it depends on the stored business: which move is
 * asked, whether this user may make it, and the comment it leaves in the history.
 */
export function planBusinessMove(
  business: Business,
  body: Body,
  who: { canReview: boolean; canEdit: boolean; isMaker: boolean },
): Plan {
  const refuse = () =>
    fail.rule(fillMessage(messages.businessStatusMoveRefused, { from: business.status, to: body.status }));
  if (body.status === 'Pending') {
    if (business.status !== 'Rejected') throw refuse();
    if (!who.canEdit) throw fail.forbidden();
    return { kind: 'resubmit', status: 'Pending', comments: body.comments || messages.historyResubmitted };
  }
  if (!who.canReview) throw fail.forbidden();
  // Note: four eyes. Whoever registered a business never decides on it.
  if (who.isMaker) throw fail.forbidden(messages.ownBusinessStatus);
  if (business.status === 'Approved' && body.status === 'Approved')
    return { kind: 'retry-opening', status: 'Approved' };
  if (!UNDER_REVIEW.includes(business.status)) throw refuse();
  if (body.status === 'Declined')
    return { kind: 'review', status: 'Declined', comments: body.declineReason! };
  if (body.status === 'Rejected')
    return {
      kind: 'review',
      status: 'Rejected',
      comments: (body.rejectionItems ?? []).map((i) => `${i.documentName}: ${i.rejectionReason}`).join('; '),
    };
  return { kind: 'review', status: body.status, comments: body.comments || null };
}

/** The decisions on a business: status changes and the account opening they lead to. */
export class BusinessReview {
  constructor(private readonly d: { db: Db; core: CoreBanking; scopes: UserScopes }) {}

  async changeStatus(id: string, body: Body, user: SessionUser, by: Actor): Promise<Business> {
    const business = await visibleBusiness(this.d.db, id, await this.d.scopes.of(user));
    if (business.rowVersion !== body.rowVersion) throw fail.conflict();
    const plan = planBusinessMove(business, body, {
      canReview: hasPermission(user, P.ChangeBusinessStatus),
      canEdit: hasPermission(user, P.EditBusiness),
      isMaker: business.createdBy.toLowerCase() === user.userName.toLowerCase(),
    });
    if (plan.kind === 'resubmit') {
      const open = await docs.openMissingDocuments(this.d.db, id);
      if (open.length > 0)
        throw fail.rule(
          fillMessage(messages.uploadMissingFirst, { documents: open.map((m) => m.documentName).join(', ') }),
        );
    }
    if (plan.kind !== 'retry-opening') {
      await this.d.db.transaction(async (tx) => {
        await repo.updateStatus(
          tx,
          id,
          body.rowVersion,
          { status: plan.status, declineReason: plan.status === 'Declined' ? body.declineReason! : null },
          by.at,
        );
        if (plan.kind === 'resubmit') await docs.resolveMissing(tx, id, by.at);
        if (plan.status === 'Rejected') await docs.addMissing(tx, id, body.rejectionItems ?? [], by.at);
        await repo.addHistory(tx, id, plan.status, plan.comments, by);
        await recordActivity(tx, by, {
          type: 'Business',
          organizationId: business.organizationId,
          event: `Status${plan.status}`,
          remarks: `${business.name}: ${business.status} → ${plan.status}`,
          targetType: 'Business',
          targetId: id,
        });
      });
    }
    if (plan.status === 'Approved') await this.openAccount(id, by);
    return repo.requireBusiness(this.d.db, id);
  }

  /** Asks the core for the business account; on failure the business stays Approved with the reason kept. */
  private async openAccount(id: string, by: Actor): Promise<void> {
    const business = await repo.requireBusiness(this.d.db, id);
    const org = await requireOrganization(this.d.db, business.organizationId);
    let opened;
    try {
      opened = await this.d.core.openBusinessAccount(coreOrg(org), {
        name: business.name,
        registrationNumber: business.registrationNumber,
        phone: business.contactPersonPhone ?? '',
        email: business.email,
        accountType: business.accountType,
        currency: business.currency,
        branchCode: business.branchCode,
        reference: business.id,
      });
    } catch (err) {
      const reason = err instanceof AppError && err.code === 'rule' ? err.message : messages.coreDidNotAnswer;
      await this.d.db.transaction(async (tx) => {
        await repo.setOpening(tx, id, { openingError: reason }, by.at);
        await repo.addHistory(tx, id, 'Approved', fillMessage(messages.accountOpeningFailed, { reason }), by);
        await recordActivity(tx, by, {
          type: 'Business',
          organizationId: business.organizationId,
          event: 'AccountOpeningFailed',
          remarks: reason,
          targetType: 'Business',
          targetId: id,
        });
      });
      throw err;
    }
    await this.d.db.transaction(async (tx) => {
      const account = opened.accountNumber;
      await repo.setOpening(
        tx,
        id,
        { status: 'Completed', accountNumber: account, openingError: null },
        by.at,
      );
      await repo.addHistory(tx, id, 'Completed', fillMessage(messages.historyAccountOpened, { account }), by);
      await recordActivity(tx, by, {
        type: 'Business',
        organizationId: business.organizationId,
        event: 'AccountOpened',
        remarks: `${business.name}: ${account}`,
        targetType: 'Business',
        targetId: id,
      });
    });
  }
}

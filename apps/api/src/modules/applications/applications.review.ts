import {
  fillMessage,
  hasPermission,
  messages,
  P,
  type applicationsApi,
  type EndpointBody,
} from '@console/contract';
import type { CoreBanking } from '../../core-banking/port.ts';
import type { Db } from '../../db/client.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { AppError, fail } from '../../platform/errors.ts';
import { inScope } from '../../platform/org-scope.ts';
import { coreOrg, requireOrganization } from '../organizations/index.ts';
import type { CustomerProfiles } from '../customers/index.ts';
import type { DocumentsService } from '../documents/index.ts';
import type { UserScopes } from '../users/index.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import * as repo from './applications.repository.ts';
import { planTransition } from './applications.rules.ts';
import { profileFollows, visibleApplication } from './applications.service.ts';

type Api = typeof applicationsApi;
type ApplicationRow = repo.ApplicationRow;

export interface ReviewDeps {
  db: Db;
  core: CoreBanking;
  scopes: UserScopes;
  profiles: CustomerProfiles;
  documents: DocumentsService;
}

/** The decisions on an application: status changes, the account opening they lead to, flags. */
export class ApplicationReview {
  constructor(private readonly d: ReviewDeps) {}

  private require = (id: string) => repo.requireApplication(this.d.db, id);

  /** The application as the client read it: another version is a 409. */
  private async current(id: string, rowVersion: number, user: SessionUser): Promise<ApplicationRow> {
    const app = await visibleApplication(this.d.db, id, await this.d.scopes.of(user));
    if (app.rowVersion !== rowVersion) throw fail.conflict();
    return app;
  }

  async changeStatus(
    id: string,
    body: EndpointBody<Api['changeStatus']>,
    user: SessionUser,
    by: Actor,
  ): Promise<ApplicationRow> {
    const app = await this.current(id, body.rowVersion, user);
    const plan = planTransition(app, body, {
      canReview: hasPermission(user, P.ChangeApplicationStatus),
      canEdit: hasPermission(user, P.EditApplication),
      isMaker: app.createdBy.toLowerCase() === user.userName.toLowerCase(),
    });
    if (plan.kind === 'resubmit' && app.status === 'Rejected') {
      const open = await repo.openMissingDocuments(this.d.db, id);
      if (open.length > 0)
        throw fail.rule(
          fillMessage(messages.uploadMissingFirst, { documents: open.map((m) => m.documentName).join(', ') }),
        );
    }
    if (plan.kind === 'resubmit') {
      // A resubmission is a submission: it is checked for duplicates again, documents included.
      const duplicate = await this.d.documents.identityOwnedElsewhere(this.d.db, app.customerId);
      if (duplicate)
        Object.assign(plan, {
          status: 'Flagged',
          comments: fillMessage(messages.possibleDuplicate, { name: duplicate }),
        });
    }
    if (plan.kind !== 'retry-opening') {
      await this.d.db.transaction(async (tx) => {
        await repo.updateStatus(
          tx,
          id,
          body.rowVersion,
          {
            status: plan.status,
            declineReason: body.status === 'Declined' ? body.declineReason! : null,
          },
          by.at,
        );
        if (plan.kind === 'resubmit') await repo.resolveMissing(tx, id, by.at);
        if (plan.status === 'Rejected') await repo.addMissing(tx, id, body.rejectionItems ?? [], by.at);
        await repo.addHistory(tx, id, plan.status, plan.comments, by.userName, by.at);
        await profileFollows(this.d, tx, app.customerId, plan.status, by.at);
        await recordActivity(tx, by, {
          type: 'Application',
          organizationId: app.organizationId,
          event: `Status${plan.status}`,
          remarks: `${app.customerName}: ${app.status} → ${plan.status}`,
          targetType: 'Application',
          targetId: id,
        });
      });
    }
    if (plan.status === 'Approved') await this.openAccount(id, by);
    return this.require(id);
  }

  /** Asks the core for the account; on failure the application stays Approved with the reason kept. */
  private async openAccount(id: string, by: Actor): Promise<void> {
    const app = await this.require(id);
    const profile = await this.d.profiles.find(this.d.db, app.customerId);
    if (!profile) throw fail.notFound(messages.customerNotFound);
    const org = await requireOrganization(this.d.db, app.organizationId);
    let opened;
    try {
      opened = await this.d.core.openAccount(coreOrg(org), {
        customerId: profile.coreCustomerId,
        name: profile.name,
        mobile: profile.mobile,
        email: profile.email,
        accountType: app.type,
        currency: app.currency,
        branchCode: app.branchCode,
        reference: app.id,
      });
    } catch (err) {
      const reason = err instanceof AppError && err.code === 'rule' ? err.message : messages.coreDidNotAnswer;
      await this.d.db.transaction(async (tx) => {
        await repo.setOpening(tx, id, { openingError: reason }, by.at);
        const comment = fillMessage(messages.accountOpeningFailed, { reason });
        await repo.addHistory(tx, id, 'Approved', comment, by.userName, by.at);
        await recordActivity(tx, by, {
          type: 'Application',
          organizationId: app.organizationId,
          event: 'AccountOpeningFailed',
          remarks: reason,
          targetType: 'Application',
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
      await this.d.profiles.verified(tx, app.customerId, opened.customerId, by.at);
      const comment = fillMessage(messages.historyAccountOpened, { account });
      await repo.addHistory(tx, id, 'Completed', comment, by.userName, by.at);
      await profileFollows(this.d, tx, app.customerId, 'Completed', by.at);
      await recordActivity(tx, by, {
        type: 'Application',
        organizationId: app.organizationId,
        event: 'AccountOpened',
        remarks: `${app.customerName}: ${account}`,
        targetType: 'Application',
        targetId: id,
      });
    });
  }

  async resolveFlagged(
    id: string,
    body: EndpointBody<Api['resolveFlagged']>,
    user: SessionUser,
    by: Actor,
  ): Promise<void> {
    const app = await this.current(id, body.rowVersion, user);
    if (body.applicationId && body.applicationId !== app.id)
      throw fail.field('applicationId', messages.notThisApplication);
    if (app.status !== 'Flagged') throw fail.rule(messages.onlyFlaggedResolved);
    if (app.createdBy.toLowerCase() === user.userName.toLowerCase())
      throw fail.forbidden(messages.ownApplicationReview);
    const destination = await this.d.profiles.find(this.d.db, body.destinationCustomerId);
    // A profile of another organization cannot receive the application (nor be seen).
    if (!destination || !inScope(await this.d.scopes.of(user), destination.organizationId))
      throw fail.field('destinationCustomerId', messages.customerNotFound);
    await this.d.db.transaction(async (tx) => {
      await repo.updateStatus(
        tx,
        id,
        body.rowVersion,
        { status: 'Pending', customerId: destination.id },
        by.at,
      );
      await repo.addHistory(tx, id, 'Pending', body.comments, by.userName, by.at);
      if (destination.id !== app.customerId) {
        await profileFollows(this.d, tx, app.customerId, null, by.at);
        // The profile made for the duplicate has nothing left: it goes, the destination stays.
        await this.d.profiles.removeIfEmpty(tx, app.customerId, by.at);
      }
      await profileFollows(this.d, tx, destination.id, 'Pending', by.at);
      await recordActivity(tx, by, {
        type: 'Application',
        organizationId: app.organizationId,
        event: 'FlagResolved',
        remarks: `${app.customerName} → ${destination.name}`,
        targetType: 'Application',
        targetId: id,
      });
    });
  }
}

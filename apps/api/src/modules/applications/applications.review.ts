import { eq } from 'drizzle-orm';
import { hasPermission, messages, P, type applicationsApi, type EndpointBody } from '@console/contract';
import { CoreRefusedError, type CoreBanking } from '../../core-banking/port.ts';
import type { Db, Tx } from '../../db/client.ts';
import { applications, customers, missingDocuments } from '../../db/schema/index.ts';
import { updateVersioned } from '../../db/versioning.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/errors.ts';
import { coreOrg, requireOrganization } from '../organizations/organizations.service.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import * as repo from './applications.repository.ts';
import { customerStatusAfter, identityOwnedElsewhere, planTransition } from './applications.rules.ts';

type Api = typeof applicationsApi;
type ApplicationRow = repo.ApplicationRow;

/** The decisions on an application: status changes, the account opening they lead to, flags. */
export class ApplicationReview {
  constructor(private readonly d: { db: Db; core: CoreBanking; clock: Clock }) {}

  private require = (id: string) => repo.requireApplication(this.d.db, id);

  async changeStatus(
    id: string,
    body: EndpointBody<Api['changeStatus']>,
    user: SessionUser,
    by: Actor,
  ): Promise<ApplicationRow> {
    const app = await this.require(id);
    const plan = planTransition(app, body, {
      canReview: hasPermission(user, P.ChangeApplicationStatus),
      canEdit: hasPermission(user, P.EditApplication),
      isMaker: app.createdBy.toLowerCase() === user.userName.toLowerCase(),
    });
    if (plan.kind === 'resubmit' && app.status === 'Rejected') {
      const open = await repo.openMissingDocuments(this.d.db, id);
      if (open.length > 0)
        throw fail.rule(`Upload the missing documents first: ${open.map((m) => m.documentName).join(', ')}.`);
    }
    if (plan.kind === 'resubmit') {
      // A resubmission is a submission: it is checked for duplicates again, documents included.
      const duplicate = await identityOwnedElsewhere(this.d.db, app.customerId);
      if (duplicate)
        Object.assign(plan, { status: 'Flagged', comments: `Possible duplicate of ${duplicate}` });
    }
    const now = this.d.clock.now();
    if (plan.kind !== 'retry-opening') {
      await this.d.db.transaction(async (tx) => {
        await updateVersioned(
          tx,
          applications,
          id,
          app.rowVersion,
          {
            status: plan.status,
            declineReason: body.status === 'Declined' ? body.declineReason! : null,
          },
          by.at,
        );
        if (plan.kind === 'resubmit') await repo.resolveMissing(tx, id, now);
        if (plan.status === 'Rejected') {
          await tx
            .insert(missingDocuments)
            .values((body.rejectionItems ?? []).map((r) => ({ applicationId: id, ...r, createdAt: now })));
        }
        await repo.addHistory(tx, id, plan.status, plan.comments, by.userName, now);
        await this.afterChange(tx, app.customerId, plan.status);
        await recordActivity(tx, by, {
          type: 'Application',
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
    const [profile] = await this.d.db.select().from(customers).where(eq(customers.id, app.customerId));
    const org = await requireOrganization(this.d.db, app.organizationId);
    let opened;
    try {
      opened = await this.d.core.openAccount(coreOrg(org), {
        customerId: profile!.coreCustomerId,
        name: profile!.name,
        mobile: profile!.mobile,
        email: profile!.email,
        accountType: app.type,
        currency: app.currency,
        branchCode: app.branchCode,
        reference: app.id,
      });
    } catch (err) {
      const reason =
        err instanceof CoreRefusedError ? err.message : 'The core banking system did not answer.';
      await this.d.db.transaction(async (tx) => {
        await tx.update(applications).set({ openingError: reason }).where(eq(applications.id, id));
        await repo.addHistory(
          tx,
          id,
          'Approved',
          `Account opening failed: ${reason} It can be retried.`,
          by.userName,
          this.d.clock.now(),
        );
        await recordActivity(tx, by, {
          type: 'Application',
          event: 'AccountOpeningFailed',
          remarks: reason,
          targetType: 'Application',
          targetId: id,
        });
      });
      throw err;
    }
    const now = this.d.clock.now();
    await this.d.db.transaction(async (tx) => {
      await tx
        .update(applications)
        .set({ status: 'Completed', accountNumber: opened.accountNumber, openingError: null })
        .where(eq(applications.id, id));
      await tx
        .update(customers)
        .set({ coreCustomerId: opened.customerId })
        .where(eq(customers.id, app.customerId));
      await repo.addHistory(tx, id, 'Completed', `Account ${opened.accountNumber} opened`, by.userName, now);
      await this.afterChange(tx, app.customerId, 'Completed');
      await recordActivity(tx, by, {
        type: 'Application',
        event: 'AccountOpened',
        remarks: `${app.customerName}: ${opened.accountNumber}`,
        targetType: 'Application',
        targetId: id,
      });
    });
  }

  /** Counts, and the profile's status while it is still being onboarded. */
  private async afterChange(tx: Tx, customerId: string, status: string): Promise<void> {
    await repo.recountCustomer(tx, customerId);
    const [profile] = await tx
      .select({ status: customers.status })
      .from(customers)
      .where(eq(customers.id, customerId));
    const next = profile ? customerStatusAfter(profile.status, status) : null;
    if (next) await tx.update(customers).set({ status: next }).where(eq(customers.id, customerId));
  }

  async resolveFlagged(
    id: string,
    body: EndpointBody<Api['resolveFlagged']>,
    user: SessionUser,
    by: Actor,
  ): Promise<void> {
    const app = await this.require(id);
    if (app.status !== 'Flagged') throw fail.rule('Only a flagged application can be resolved.');
    if (app.createdBy.toLowerCase() === user.userName.toLowerCase())
      throw fail.forbidden('You cannot review an application you created.');
    const [destination] = await this.d.db
      .select()
      .from(customers)
      .where(eq(customers.id, body.destinationCustomerId));
    if (!destination || destination.isDeleted)
      throw fail.field('destinationCustomerId', messages.customerNotFound);
    const now = this.d.clock.now();
    await this.d.db.transaction(async (tx) => {
      await updateVersioned(
        tx,
        applications,
        id,
        app.rowVersion,
        {
          status: 'Pending',
          customerId: destination.id,
        },
        by.at,
      );
      await repo.addHistory(tx, id, 'Pending', body.comments, by.userName, now);
      if (destination.id !== app.customerId) {
        await repo.recountCustomer(tx, app.customerId);
        const [left] = await tx
          .select({ n: customers.applicationsCount })
          .from(customers)
          .where(eq(customers.id, app.customerId));
        // The profile made for the duplicate has nothing left: it goes, the destination stays.
        if (left?.n === 0)
          await tx.update(customers).set({ isDeleted: true }).where(eq(customers.id, app.customerId));
      }
      await this.afterChange(tx, destination.id, 'Pending');
      await recordActivity(tx, by, {
        type: 'Application',
        event: 'FlagResolved',
        remarks: `${app.customerName} → ${destination.name}`,
        targetType: 'Application',
        targetId: id,
      });
    });
  }
}

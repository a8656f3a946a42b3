import { fillMessage, messages } from '@console/contract';
import type { Db, Tx } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { inScope } from '../../platform/org-scope.ts';
import { askedByRemark, type AdminChangeRow, type AdminChanges } from '../admin-changes/index.ts';
import type { UserScopes } from '../users/index.ts';
import * as repo from './retention.repository.ts';

/**
 * A legal hold keeps a customer from anonymisation (a court order, an investigation). Compliance
 * asks with a reason; it is a pending administration change that a second person approves, and
 * the maker never decides it (AdminChanges). The approval writes the hold with its audit.
 */
export class LegalHolds {
  constructor(private readonly d: { db: Db; scopes: UserScopes; adminChanges: AdminChanges }) {
    d.adminChanges.handle('LegalHold', (tx, change, by) => this.apply(tx, change, by));
  }

  async place(customerId: string, reason: string, user: SessionUser, by: Actor) {
    const customer = await repo.customerOf(this.d.db, customerId);
    if (!customer || !inScope(await this.d.scopes.of(user), customer.organizationId)) throw fail.notFound();
    if (await repo.isHeld(this.d.db, 'Customer', customerId))
      throw fail.rule(messages.legalHoldPlacedAlready);
    const after = { legalHold: fillMessage(messages.legalHoldRemark, { reason }) };
    return this.d.adminChanges.propose(this.d.db, by, {
      kind: 'LegalHold',
      targetType: 'Customer',
      targetId: customerId,
      targetName: customer.name,
      organizationId: customer.organizationId,
      before: { legalHold: null },
      after,
      payload: { reason, organizationId: customer.organizationId },
    });
  }

  private async apply(tx: Tx, change: AdminChangeRow, by: Actor): Promise<void> {
    const { reason, organizationId } = change.payload as { reason: string; organizationId: string };
    const customerId = change.targetId!;
    // Anonymised meanwhile, or removed: nothing is left to hold.
    if (!(await repo.customerOf(tx, customerId))) throw fail.notFound();
    await repo.insertHold(tx, {
      targetType: 'Customer',
      targetId: customerId,
      organizationId,
      reason,
      requestedBy: change.requestedBy,
      approvedBy: by.userName,
      createdAt: by.at,
    });
    await recordActivity(tx, by, {
      type: 'Customer',
      event: 'LegalHoldPlaced',
      organizationId,
      targetType: 'Customer',
      targetId: customerId,
      remarks: `${askedByRemark(change)}. ${fillMessage(messages.legalHoldRemark, { reason })}`,
    });
  }
}

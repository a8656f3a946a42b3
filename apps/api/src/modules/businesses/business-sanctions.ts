import { messages } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { fieldChanges, recordActivity, type Actor } from '../../platform/audit.ts';
import * as repo from './businesses.repository.ts';

/** The business a signatory signs for (its record is held with it). */
export async function businessOfSignatory(exec: Executor, ownerId: string): Promise<string> {
  return (await repo.businessOfOwner(exec, ownerId)) ?? fail.notFound(messages.businessNotFound).throwIt();
}

/**
 * A confirmed sanctions match on the business or one of its signatories, in the confirmation's
 * transaction. A business still in review (Pending, Flagged, Rejected awaiting documents, or
 * Approved with its opening queued) is declined with the reason Sanctioned, its opening called
 * off; an active one (Completed) is blocked: the confirmed match refuses every action on it from
 * now on (`requireNoHold`), and its history says so. Answers the accounts to freeze at the core.
 */
export async function sanctionBusiness(
  tx: Executor,
  businessId: string,
  remarks: string,
  by: Actor,
): Promise<{ organizationId: string; name: string; accountNumbers: string[] }> {
  const business = await repo.requireBusiness(tx, businessId);
  const answer = {
    organizationId: business.organizationId,
    name: business.name,
    accountNumbers: business.accountNumber ? [business.accountNumber] : [],
  };
  // Declined already: nothing more to write; the confirmed match holds it all the same.
  if (business.status === 'Declined') return answer;
  const write = { status: 'Declined', declineReason: messages.sanctioned } as const;
  const declined = business.status !== 'Completed';
  if (declined) {
    await repo.updateStatus(tx, businessId, business.rowVersion, write, by.at);
    if (business.awaitingCore)
      await repo.setOpening(tx, businessId, { openingError: null, awaitingCore: false }, by.at);
  }
  await repo.addHistory(tx, businessId, declined ? write.status : business.status, remarks, by);
  await recordActivity(tx, by, {
    type: 'Business',
    organizationId: business.organizationId,
    event: 'Sanctioned',
    remarks,
    targetType: 'Business',
    targetId: businessId,
    ...(declined
      ? {
          changes: fieldChanges(
            { status: business.status, declineReason: business.declineReason },
            { status: write.status, declineReason: write.declineReason },
          ),
        }
      : {}),
  });
  return answer;
}

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { CoreOrg, OpenAccountResult, OpenBusinessAccountRequest } from '../port.ts';
import { openAccount } from './open-account.ts';

/**
 * The sandbox opens a business's account the way it opens any first account: it creates the
 * business as a new (corporate) customer under the business's name and contact phone, and the
 * business id is the opening's reference, so a retry gets the account the first call opened.
 */
export function openBusinessAccount(
  db: Db,
  clock: Clock,
  org: CoreOrg,
  req: OpenBusinessAccountRequest,
): Promise<OpenAccountResult> {
  return openAccount(db, clock, org, {
    customerId: null,
    name: req.name,
    mobile: req.phone,
    email: req.email,
    accountType: req.accountType,
    currency: req.currency,
    branchCode: req.branchCode,
    reference: req.reference,
  });
}

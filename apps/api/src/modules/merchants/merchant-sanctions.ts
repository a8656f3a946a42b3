import type { Executor } from '../../db/client.ts';
import { fail } from '../../kernel/errors.ts';
import { recordActivity, type Actor } from '../../platform/audit.ts';
import { findMerchant } from './merchants.repository.ts';

/**
 * A confirmed sanctions match on a merchant, in the confirmation's transaction: the merchant is
 * blocked (the confirmed match refuses its code, its payment QR and every change from now on, so a
 * merchant without a code never gets one), and its history says so. Answers the account to freeze.
 */
export async function sanctionMerchant(
  tx: Executor,
  merchantId: string,
  remarks: string,
  by: Actor,
): Promise<{ organizationId: string; name: string; accountNumbers: string[] }> {
  const merchant = await findMerchant(tx, merchantId);
  if (!merchant) throw fail.notFound();
  await recordActivity(tx, by, {
    type: 'Merchant',
    organizationId: merchant.organizationId,
    event: 'Sanctioned',
    remarks,
    targetType: 'Merchant',
    targetId: merchantId,
  });
  return {
    organizationId: merchant.organizationId,
    name: merchant.description,
    accountNumbers: [merchant.accountNumber],
  };
}

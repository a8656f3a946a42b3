import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { coreAccountFreezes, coreAccounts } from '../../db/schema/core.ts';
import type { Clock } from '../../kernel/clock.ts';
import { CoreRefusedError, type CoreOrg, type FreezeRequest } from '../port.ts';

/**
 * Freezes every account of the customer and the accounts listed, in one transaction: each one not
 * frozen yet keeps its status in a freeze and shows Frozen. Asked again, it finds them frozen and
 * changes nothing. A listed account the core does not have is refused, and nothing is frozen.
 */
export async function freezeAccounts(
  db: Db,
  clock: Clock,
  org: CoreOrg,
  request: FreezeRequest,
): Promise<{ frozen: string[] }> {
  return db.transaction(async (tx) => {
    const named = [...new Set(request.accountNumbers)];
    const conditions = [
      request.customerId === null ? undefined : eq(coreAccounts.customerId, request.customerId),
      named.length > 0 ? inArray(coreAccounts.accountNo, named) : undefined,
    ].filter((c) => c !== undefined);
    if (conditions.length === 0) return { frozen: [] };
    const found = await tx
      .select({ accountNo: coreAccounts.accountNo, status: coreAccounts.status })
      .from(coreAccounts)
      .where(and(eq(coreAccounts.orgId, org.id), or(...conditions)))
      .orderBy(coreAccounts.accountNo)
      .for('update');
    const missing = named.find((n) => !found.some((a) => a.accountNo === n));
    if (missing) throw new CoreRefusedError(`Account ${missing} does not exist in the core of ${org.name}.`);
    const now = clock.now();
    for (const account of found) {
      if (account.status === 'Frozen') continue;
      await tx.insert(coreAccountFreezes).values({
        orgId: org.id,
        accountNo: account.accountNo,
        reference: request.reference,
        reason: request.reason,
        statusBefore: account.status,
        frozenAt: now,
      });
      await tx
        .update(coreAccounts)
        .set({ status: 'Frozen' })
        .where(and(eq(coreAccounts.orgId, org.id), eq(coreAccounts.accountNo, account.accountNo)));
    }
    return { frozen: found.map((a) => a.accountNo) };
  });
}

/** The first of these accounts of the organization that is frozen, if any: it takes no debit. */
export async function frozenAmong(
  exec: Executor,
  orgId: string,
  accountNumbers: readonly string[],
): Promise<string | null> {
  if (accountNumbers.length === 0) return null;
  const [row] = await exec
    .select({ accountNo: coreAccounts.accountNo })
    .from(coreAccounts)
    .where(
      and(
        eq(coreAccounts.orgId, orgId),
        inArray(coreAccounts.accountNo, [...new Set(accountNumbers)]),
        eq(coreAccounts.status, 'Frozen'),
      ),
    )
    .orderBy(coreAccounts.accountNo)
    .limit(1);
  return row?.accountNo ?? null;
}

export const frozenDebitRefusal = (accountNo: string) => `Account ${accountNo} is frozen: it takes no debit.`;

import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coreAccounts, coreCustomers } from '../../db/schema/core.ts';
import {
  CoreRefusedError,
  type AccountRef,
  type CoreAccount,
  type CoreAccountLimit,
  type CoreOrg,
} from '../port.ts';
import { phonesMatch } from './phone-match.ts';

/** The highest daily limit the sandbox organizations allow: 10,000 USD or about its equivalent. */
const MAX_DAILY_LIMIT: Record<string, string> = {
  USD: '10000.00',
  EUR: '9200.00',
  SOS: '5710000.00',
};

const maxLimitOf = (currency: string): string => MAX_DAILY_LIMIT[currency] ?? MAX_DAILY_LIMIT.USD!;

/** Amounts of at most two decimals in minor units, compared exactly. */
const cents = (v: string): bigint => {
  const [whole = '0', frac = ''] = v.split('.');
  return BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
};

/** The account named by the reference, checked against its type and the customer's phone. */
async function account(db: Executor, org: CoreOrg, ref: AccountRef) {
  const [row] = await db
    .select({ account: coreAccounts, customerMobile: coreCustomers.mobile })
    .from(coreAccounts)
    .innerJoin(
      coreCustomers,
      and(eq(coreCustomers.orgId, coreAccounts.orgId), eq(coreCustomers.customerId, coreAccounts.customerId)),
    )
    .where(and(eq(coreAccounts.orgId, org.id), eq(coreAccounts.accountNo, ref.accountNo)));
  if (!row || row.account.accountType !== ref.accountType)
    throw new CoreRefusedError(`Account ${ref.accountNo} does not exist in the core of ${org.name}.`);
  if (!phonesMatch(ref.mobile, row.account.phone) && !phonesMatch(ref.mobile, row.customerMobile))
    throw new CoreRefusedError(`The mobile number does not belong to account ${ref.accountNo}.`);
  return row.account;
}

export async function findAccount(
  db: Executor,
  org: CoreOrg,
  accountNo: string,
): Promise<CoreAccount | null> {
  const [a] = await db
    .select()
    .from(coreAccounts)
    .where(and(eq(coreAccounts.orgId, org.id), eq(coreAccounts.accountNo, accountNo)));
  return a ? asCoreAccount(a) : null;
}

export async function accountHolder(db: Executor, org: CoreOrg, accountNo: string): Promise<string | null> {
  const [a] = await db
    .select({ customerId: coreAccounts.customerId })
    .from(coreAccounts)
    .where(and(eq(coreAccounts.orgId, org.id), eq(coreAccounts.accountNo, accountNo)));
  return a?.customerId ?? null;
}

/** An account row as the port answers it. */
export const asCoreAccount = (a: typeof coreAccounts.$inferSelect): CoreAccount => ({
  account: a.accountNo,
  accountType: a.accountType,
  currency: a.currency,
  branch: a.branchCode,
  accStatus: a.status,
  mobileBanking: a.mobileBanking,
  name: a.name,
  phone: a.phone,
});

export async function linkAccount(db: Executor, org: CoreOrg, ref: AccountRef): Promise<void> {
  const found = await account(db, org, ref);
  if (found.status === 'Closed' || found.status === 'Blocked' || found.status === 'Frozen')
    throw new CoreRefusedError(`A ${found.status.toLowerCase()} account cannot be linked to DahabPlus.`);
  if (found.mobileBanking) throw new CoreRefusedError('This account is already linked to DahabPlus.');
  await db
    .update(coreAccounts)
    .set({ mobileBanking: true })
    .where(and(eq(coreAccounts.orgId, org.id), eq(coreAccounts.accountNo, ref.accountNo)));
}

export async function delinkAccount(db: Executor, org: CoreOrg, ref: AccountRef): Promise<void> {
  const found = await account(db, org, ref);
  if (!found.mobileBanking) throw new CoreRefusedError('This account is not linked to DahabPlus.');
  await db
    .update(coreAccounts)
    .set({ mobileBanking: false, dailyLimit: null })
    .where(and(eq(coreAccounts.orgId, org.id), eq(coreAccounts.accountNo, ref.accountNo)));
}

export async function accountLimit(db: Executor, org: CoreOrg, ref: AccountRef): Promise<CoreAccountLimit> {
  const found = await account(db, org, ref);
  if (!found.mobileBanking) throw new CoreRefusedError('This account is not linked to DahabPlus.');
  return { limit: found.dailyLimit, currency: found.currency, maxLimit: maxLimitOf(found.currency) };
}

export async function setAccountLimit(
  db: Executor,
  org: CoreOrg,
  ref: AccountRef,
  limit: string,
): Promise<void> {
  const found = await account(db, org, ref);
  if (!found.mobileBanking) throw new CoreRefusedError('This account is not linked to DahabPlus.');
  const max = maxLimitOf(found.currency);
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(limit) || cents(limit) < 100n)
    throw new CoreRefusedError('Limit must be positive');
  if (cents(limit) > cents(max))
    throw new CoreRefusedError(`The daily limit cannot exceed ${max} ${found.currency}.`);
  await db
    .update(coreAccounts)
    .set({ dailyLimit: limit })
    .where(and(eq(coreAccounts.orgId, org.id), eq(coreAccounts.accountNo, ref.accountNo)));
}

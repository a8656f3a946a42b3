import { and, asc, eq, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { merchantsApi } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { merchantCodes, merchants, organizations } from '../../db/schema/index.ts';
import { created, updateVersioned } from '../../db/versioning.ts';
import { iso } from '../../kernel/paging.ts';

const columns = {
  id: merchants.id,
  rowVersion: merchants.rowVersion,
  organizationId: merchants.organizationId,
  organizationName: organizations.name,
  code: merchants.code,
  description: merchants.name,
  accountNumber: merchants.accountNo,
  currency: merchants.currency,
  mobileNo: merchants.phone,
  email: merchants.email,
  userId: merchants.userId,
  createdAt: merchants.createdAt,
  createdBy: merchants.createdBy,
};

const select = (exec: Executor, where: SQL | undefined) =>
  exec
    .select(columns)
    .from(merchants)
    .innerJoin(organizations, eq(organizations.id, merchants.organizationId))
    .where(and(not(merchants.isDeleted), where))
    .orderBy(asc(merchants.createdAt), asc(merchants.id));

export type MerchantRow = Awaited<ReturnType<typeof select>>[number];

export const toMerchant = ({ userId, currency: _c, ...r }: MerchantRow): merchantsApi.Merchant => ({
  ...r,
  hasUser: userId !== null,
  createdAt: iso(r.createdAt),
});

export const merchantsOfAccount = (exec: Executor, organizationId: string, accountNo: string) =>
  select(exec, and(eq(merchants.organizationId, organizationId), eq(merchants.accountNo, accountNo)));

/** The live merchant with this code, in any organization (codes are unique across them). */
export async function merchantByCode(exec: Executor, code: string): Promise<MerchantRow | null> {
  const [row] = await select(exec, eq(merchants.code, code));
  return row ?? null;
}

export async function findMerchant(exec: Executor, id: string): Promise<MerchantRow | null> {
  const [row] = await select(exec, eq(merchants.id, id));
  return row ?? null;
}

/** The merchant whose user this is. */
export async function merchantOfUser(exec: Executor, userId: string): Promise<MerchantRow | null> {
  const [row] = await select(exec, eq(merchants.userId, userId));
  return row ?? null;
}

type By = { userName: string; at: Date };

const codeRow = (code: string, organizationId: string, by: By) => ({
  code,
  organizationId,
  reservedBy: by.userName,
  reservedAt: by.at,
});

/**
 * Takes a code for this user: a free code becomes theirs, one they hold stays theirs, one another
 * user holds (generated for them, or a merchant's) is refused. True when taken.
 */
export async function claimCode(exec: Executor, code: string, organizationId: string, by: By) {
  const rows = await exec
    .insert(merchantCodes)
    .values(codeRow(code, organizationId, by))
    .onConflictDoUpdate({
      target: merchantCodes.code,
      set: { reservedAt: by.at },
      setWhere: eq(merchantCodes.reservedBy, by.userName),
    })
    .returning({ code: merchantCodes.code });
  return rows.length > 0;
}

/** Reserves a new code for this user; false when it was ever handed out or taken before. */
export async function reserveNewCode(exec: Executor, code: string, organizationId: string, by: By) {
  const rows = await exec
    .insert(merchantCodes)
    .values(codeRow(code, organizationId, by))
    .onConflictDoNothing()
    .returning({ code: merchantCodes.code });
  return rows.length > 0;
}

export type NewMerchant = Pick<
  typeof merchants.$inferInsert,
  'organizationId' | 'accountNo' | 'currency' | 'code' | 'name' | 'phone' | 'email'
>;

/** The new merchant's id, or null when its code is already a live merchant's. */
export async function insertMerchant(exec: Executor, values: NewMerchant, by: By): Promise<string | null> {
  const rows = await exec
    .insert(merchants)
    .values({ ...values, ...created(by) })
    .onConflictDoNothing()
    .returning({ id: merchants.id });
  return rows[0]?.id ?? null;
}

export const updateMerchant = (
  exec: Executor,
  id: string,
  rowVersion: number,
  values: { name: string; phone: string; email: string },
  at: Date,
) => updateVersioned(exec, merchants, id, rowVersion, values, at);

/** Links the merchant to its new user; false when it has one already. */
export async function linkUser(exec: Executor, id: string, userId: string, at: Date): Promise<boolean> {
  const rows = await exec
    .update(merchants)
    .set({ userId, rowVersion: sql`${merchants.rowVersion} + 1`, timeStamp: at })
    .where(and(eq(merchants.id, id), not(merchants.isDeleted), isNull(merchants.userId)))
    .returning({ id: merchants.id });
  return rows.length > 0;
}

import { and, eq, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { insertCreated, softDelete, type NewRecord } from '../../db/versioning.ts';
import { phoneDigits, samePhone } from '../../platform/phone.ts';

export type CustomerRecord = typeof customers.$inferSelect;
export type NewProfile = NewRecord<typeof customers>;
export type CustomerStatus = CustomerRecord['status'];

/** The live profile with this id, or null. */
export async function liveProfile(exec: Executor, id: string): Promise<CustomerRecord | null> {
  const [row] = await exec
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), not(customers.isDeleted)));
  return row ?? null;
}

export const insertProfile = async (exec: Executor, values: NewProfile, by: { userName: string; at: Date }) =>
  (await insertCreated(exec, customers, values, by)).id;

export async function setStatus(exec: Executor, id: string, status: CustomerStatus, at: Date): Promise<void> {
  await exec.update(customers).set({ status, timeStamp: at }).where(eq(customers.id, id));
}

/** Blocks the live profile (a new row version); null when there is none. */
export async function block(
  exec: Executor,
  id: string,
  at: Date,
): Promise<{ before: CustomerStatus; rowVersion: number } | null> {
  const [before] = await exec
    .select({ status: customers.status })
    .from(customers)
    .where(and(eq(customers.id, id), not(customers.isDeleted)))
    .for('update');
  if (!before) return null;
  const [row] = await exec
    .update(customers)
    .set({ status: 'Blocked', rowVersion: sql`${customers.rowVersion} + 1`, timeStamp: at })
    .where(eq(customers.id, id))
    .returning({ rowVersion: customers.rowVersion });
  return { before: before.status, rowVersion: row?.rowVersion ?? 0 };
}

export const softDeleteProfile = (exec: Executor, id: string, at: Date) =>
  softDelete(exec, customers, id, at);

export async function setCoreCustomerId(exec: Executor, id: string, coreCustomerId: string, at: Date) {
  await exec.update(customers).set({ coreCustomerId, timeStamp: at }).where(eq(customers.id, id));
}

export async function setApplicationCounts(
  exec: Executor,
  id: string,
  counts: { all: number; ongoing: number },
): Promise<void> {
  await exec
    .update(customers)
    .set({ applicationsCount: counts.all, pendingApplicationsCount: counts.ongoing })
    .where(eq(customers.id, id));
}

/** One more document; an increment, so that concurrent uploads never lose one. */
export async function countDocumentAdded(exec: Executor, id: string): Promise<void> {
  await exec
    .update(customers)
    .set({ documentsCount: sql`${customers.documentsCount} + 1` })
    .where(eq(customers.id, id));
}

/**
 * Another profile with the same mobile number (a country-code prefix aside) or the same core
 * customer: the name of the first one found.
 */
export async function duplicateName(
  exec: Executor,
  input: { mobile: string; organizationId: string; coreCustomerId: string | null },
): Promise<string | null> {
  const tail = phoneDigits(input.mobile).slice(-9);
  const sameMobile = sql`regexp_replace(${customers.mobile}, '\\D', '', 'g') like ${`%${tail}`}`;
  const sameCore = input.coreCustomerId
    ? and(
        eq(customers.organizationId, input.organizationId),
        eq(customers.coreCustomerId, input.coreCustomerId),
      )
    : undefined;
  const [row] = await exec
    .select({ name: customers.name })
    .from(customers)
    .where(and(not(customers.isDeleted), or(sameMobile, sameCore)))
    .limit(1);
  return row?.name ?? null;
}

/**
 * The organizations of the live profiles with this mobile, a country-code prefix allowed on either
 * side: the last nine digits through customers_mobile_tail_idx, then the same phone by its digits.
 */
export async function organizationsWithMobile(exec: Executor, mobile: string): Promise<string[]> {
  const tail = phoneDigits(mobile).slice(-9);
  if (tail.length < 7) return [];
  const rows = await exec
    .selectDistinct({ organizationId: customers.organizationId, mobile: customers.mobile })
    .from(customers)
    .where(
      and(
        not(customers.isDeleted),
        tail.length === 9
          ? sql`right(regexp_replace(${customers.mobile}, '\\D', '', 'g'), 9) = ${tail}`
          : sql`regexp_replace(${customers.mobile}, '\\D', '', 'g') like ${`%${tail}`}`,
      ),
    )
    .limit(200);
  return [...new Set(rows.filter((r) => samePhone(r.mobile, mobile)).map((r) => r.organizationId))];
}

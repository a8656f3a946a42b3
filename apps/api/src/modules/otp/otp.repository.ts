import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { OtpOperation } from '@console/contract';
import type { Executor } from '../../db/client.ts';
import { otps } from '../../db/schema/index.ts';

export type OtpRow = typeof otps.$inferSelect;
export type NewOtp = typeof otps.$inferInsert;

/** Which codes a send or a check is about: one phone, operation and organization. */
export interface OtpKey {
  organizationId: string;
  phone: string;
  operation: OtpOperation;
}

const sameKey = (key: OtpKey) =>
  and(
    eq(otps.phone, key.phone),
    eq(otps.operation, key.operation),
    eq(otps.organizationId, key.organizationId),
  );

export async function countSentSince(exec: Executor, phone: string, since: Date): Promise<number> {
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(otps)
    .where(and(eq(otps.phone, phone), gte(otps.createdAt, since)));
  return row?.n ?? 0;
}

/** Voids every unused code of the key, so only the newest works. */
export async function voidUnused(exec: Executor, key: OtpKey, now: Date): Promise<void> {
  await exec
    .update(otps)
    .set({ usedAt: now })
    .where(and(sameKey(key), isNull(otps.usedAt)));
}

export async function insertOtp(exec: Executor, row: NewOtp): Promise<void> {
  await exec.insert(otps).values(row);
}

/** The newest unused, unexpired code of the key. */
export async function latestLive(exec: Executor, key: OtpKey, now: Date): Promise<OtpRow | null> {
  const [row] = await exec
    .select()
    .from(otps)
    .where(and(sameKey(key), isNull(otps.usedAt), gte(otps.expiresAt, now)))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong try; the code is void from the last allowed one. */
export async function countWrongTry(
  exec: Executor,
  id: string,
  tries: number,
  voidNow: Date | null,
): Promise<void> {
  await exec
    .update(otps)
    .set({ tries, ...(voidNow ? { usedAt: voidNow } : {}) })
    .where(eq(otps.id, id));
}

/** Marks the code used if nobody else did first; returns whether this call claimed it. */
export async function claim(exec: Executor, id: string, now: Date): Promise<boolean> {
  const claimed = await exec
    .update(otps)
    .set({ usedAt: now })
    .where(and(eq(otps.id, id), isNull(otps.usedAt)))
    .returning({ id: otps.id });
  return claimed.length === 1;
}

/** Removes the codes that expired before `before`: used or not, they can no longer be checked. */
export async function purgeExpired(exec: Executor, before: Date): Promise<number> {
  const gone = await exec.delete(otps).where(lt(otps.expiresAt, before)).returning({ id: otps.id });
  return gone.length;
}

import { and, eq, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

// Note: the users area is the one writer of the users table. What sign-in changes of a user is its
// sign-in state only (failures, lock, authenticator, last code step), through these functions.

export type SignInUser = typeof users.$inferSelect;

/** The live user with this name, whatever its case. */
export async function findByUserName(exec: Executor, userName: string): Promise<SignInUser | null> {
  const [row] = await exec
    .select()
    .from(users)
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, not(users.isDeleted)));
  return row ?? null;
}

/** Keeps the authenticator secret shown at set-up until a code proves it. */
export async function storeMfaSecret(exec: Executor, userId: string, sealed: string): Promise<void> {
  await exec.update(users).set({ mfaSecret: sealed }).where(eq(users.id, userId));
}

export async function enableMfa(exec: Executor, userId: string): Promise<void> {
  await exec.update(users).set({ mfaEnabled: true }).where(eq(users.id, userId));
}

/** Claims a TOTP step atomically: false when this step or a later one was already used. */
export async function claimTotpStep(exec: Executor, userId: string, step: number): Promise<boolean> {
  const claimed = await exec
    .update(users)
    .set({ lastTotpStep: step })
    .where(and(eq(users.id, userId), sql`(${users.lastTotpStep} is null or ${users.lastTotpStep} < ${step})`))
    .returning({ id: users.id });
  return claimed.length === 1;
}

export async function clearFailures(exec: Executor, userId: string): Promise<void> {
  await exec.update(users).set({ failedAttempts: 0, lockedUntil: null }).where(eq(users.id, userId));
}

/**
 * Counts one more consecutive failure atomically; the max-th in a row locks the account until
 * lockUntil and restarts the count. Returns whether this failure locked it.
 */
export async function countFailure(
  exec: Executor,
  userId: string,
  max: number,
  lockUntil: Date,
): Promise<boolean> {
  const reachesMax = sql`${users.failedAttempts} + 1 >= ${max}`;
  const [row] = await exec
    .update(users)
    .set({
      failedAttempts: sql`case when ${reachesMax} then 0 else ${users.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${reachesMax} then ${lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  return row?.lockedUntil?.getTime() === lockUntil.getTime();
}

/**
 * A sign-in, by password or through the directory: dormancy counts from it, and a notice of
 * dormancy given before it no longer holds. Sign-in state: it bumps no rowVersion.
 */
export async function noteSignIn(exec: Executor, userId: string, at: Date): Promise<void> {
  await exec.update(users).set({ lastSignInAt: at, dormancyNoticeAt: null }).where(eq(users.id, userId));
}

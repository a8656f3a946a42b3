import { and, asc, eq, isNull, lte, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userBranches, users } from '../../db/schema/index.ts';

/**
 * Where an account's dormancy starts: its last sign-in, its last approved activation, or its
 * creation for an account never signed in; whichever is latest.
 */
const idleSince = sql<Date>`greatest(${users.createdAt}, ${users.lastSignInAt}, ${users.activatedAt})`;

/**
 * The staff accounts that may fall dormant. Note: the first administrator (isSUDO, made by the
 * create-admin command) is the break-glass account and is never deactivated; merchants' users
 * are the merchants' own, not staff.
 */
const staff = and(not(users.isDeleted), users.isActive, not(users.isMerchant), not(users.isSudo));

export interface DormantRow {
  id: string;
  userName: string;
  rowVersion: number;
  idleSince: Date;
}

const dormantColumns = {
  id: users.id,
  userName: users.userName,
  rowVersion: users.rowVersion,
  idleSince: sql<Date>`${idleSince}`.mapWith(users.createdAt),
};

/**
 * Active staff idle since `before` or earlier; with `untold`, only those whose administrators
 * have not been told of this dormancy yet.
 */
export function dormant(
  exec: Executor,
  before: Date,
  limit: number,
  { untold = false } = {},
): Promise<DormantRow[]> {
  return exec
    .select(dormantColumns)
    .from(users)
    .where(and(staff, lte(idleSince, before), untold ? isNull(users.dormancyNoticeAt) : undefined))
    .orderBy(asc(users.id))
    .limit(limit);
}

/**
 * Marks the notice of a dormancy given, from unmarked only: of several processes at once, one
 * tells it. The mark bumps no rowVersion, so a pending change of the user stays good.
 */
export async function markTold(exec: Executor, id: string, at: Date): Promise<boolean> {
  const marked = await exec
    .update(users)
    .set({ dormancyNoticeAt: at })
    .where(and(eq(users.id, id), isNull(users.dormancyNoticeAt)))
    .returning({ id: users.id });
  return marked.length === 1;
}

/** The organizations a user works in (none: head office). */
export async function organizationsOf(exec: Executor, userId: string): Promise<string[]> {
  const rows = await exec
    .selectDistinct({ id: userBranches.organizationId })
    .from(userBranches)
    .where(and(eq(userBranches.userId, userId), not(userBranches.isDeleted)));
  return rows.map((r) => r.id);
}

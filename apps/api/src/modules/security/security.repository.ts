import { and, count, desc, eq, exists, gt, gte, isNull, lte, not, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { activityEvents, organizations, sessions, userBranches, users } from '../../db/schema/index.ts';
import { scopeCondition, type OrgScope } from '../../platform/org-scope.ts';
import { containing } from '../../kernel/paging.ts';

interface Page {
  limit: number;
  offset: number;
}

/**
 * A user inside the scope: for staff without every organization, a user mapped to one of
 * theirs. Users of no organization (head office) are seen by head office only.
 */
function userInScope(userId: PgColumn | SQL, scope: OrgScope): SQL | undefined {
  if (scope.all) return undefined;
  return exists(
    sql`(select 1 from ${userBranches} where ${userBranches.userId} = ${userId}
      and not ${userBranches.isDeleted} and ${scopeCondition(userBranches.organizationId, scope)})`,
  );
}

const nameLike = (column: PgColumn, text: string | undefined) =>
  text?.trim() ? sql`${column} ilike ${containing(text)}` : undefined;

export interface SessionFilter {
  userName?: string | undefined;
  scope: OrgScope;
  /** Sessions seen since then and not past their end: the live ones. */
  seenSince: Date;
  now: Date;
}

function liveWhere(f: SessionFilter): SQL | undefined {
  return and(
    isNull(sessions.endedAt),
    gt(sessions.expiresAt, f.now),
    gte(sessions.lastSeenAt, f.seenSince),
    nameLike(users.userName, f.userName),
    userInScope(sessions.userId, f.scope),
  );
}

export async function listSessions(exec: Executor, f: SessionFilter, page: Page) {
  const rows = await exec
    .select({
      id: sessions.id,
      userId: sessions.userId,
      userName: users.userName,
      actorName: sql<
        string | null
      >`(select a.user_name from ${users} a where a.id = ${sessions.actorUserId})`,
      address: sessions.address,
      userAgent: sessions.userAgent,
      startedAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveWhere(f))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await exec
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveWhere(f));
  return { rows, total: total?.n ?? 0 };
}

/** A session not yet ended, with its user's name, if its user is inside the scope. */
export async function findOpenSession(exec: Executor, id: string, scope: OrgScope) {
  const [row] = await exec
    .select({ id: sessions.id, userId: sessions.userId, userName: users.userName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt), userInScope(sessions.userId, scope)));
  return row ?? null;
}

/** A live user inside the scope, with their lock. */
export async function findUser(exec: Executor, id: string, scope: OrgScope) {
  const [row] = await exec
    .select({
      id: users.id,
      userName: users.userName,
      lockedUntil: users.lockedUntil,
      rowVersion: users.rowVersion,
    })
    .from(users)
    .where(and(eq(users.id, id), not(users.isDeleted), userInScope(users.id, scope)));
  return row ?? null;
}

export interface LockoutFilter {
  userName?: string | undefined;
  scope: OrgScope;
  now: Date;
}

const lockedWhere = (f: LockoutFilter) =>
  and(
    not(users.isDeleted),
    gt(users.lockedUntil, f.now),
    nameLike(users.userName, f.userName),
    userInScope(users.id, f.scope),
  );

export async function listLockouts(exec: Executor, f: LockoutFilter, page: Page) {
  const rows = await exec
    .select({ userId: users.id, userName: users.userName, lockedUntil: users.lockedUntil })
    .from(users)
    .where(lockedWhere(f))
    .orderBy(desc(users.lockedUntil), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await exec.select({ n: count() }).from(users).where(lockedWhere(f));
  return { rows, total: total?.n ?? 0 };
}

export interface FailedSignInFilter {
  userName?: string | undefined;
  address?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  scope: OrgScope;
}

/** Names tried that are no user's are shown to head office only. */
function failedWhere(f: FailedSignInFilter): SQL | undefined {
  const e = activityEvents;
  return and(
    sql`${e.type} = 'Auth' and ${e.event} = 'SignInFailed'`,
    f.from ? gte(e.createdAt, f.from) : undefined,
    f.to ? lte(e.createdAt, f.to) : undefined,
    nameLike(e.createdBy, f.userName),
    nameLike(e.address, f.address),
    f.scope.all
      ? undefined
      : exists(
          sql`(select 1 from ${users} where lower(${users.userName}) = lower(${e.createdBy})
            and not ${users.isDeleted} and ${userInScope(users.id, f.scope)})`,
        ),
  );
}

export async function listFailedSignIns(exec: Executor, f: FailedSignInFilter, page: Page) {
  const e = activityEvents;
  const rows = await exec
    .select({ id: e.id, userName: e.createdBy, address: e.address, reason: e.remarks, at: e.createdAt })
    .from(e)
    .where(failedWhere(f))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await exec.select({ n: count() }).from(e).where(failedWhere(f));
  return { rows, total: total?.n ?? 0 };
}

/** An organization's allowed networks, with the version a change is checked against. */
export async function findNetworks(exec: Executor, organizationId: string) {
  const [row] = await exec
    .select({
      id: organizations.id,
      name: organizations.name,
      networks: organizations.allowedNetworks,
      rowVersion: organizations.rowVersion,
    })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), not(organizations.isDeleted)));
  return row ?? null;
}

export async function setNetworks(
  exec: Executor,
  organizationId: string,
  networks: string[],
  at: Date,
): Promise<void> {
  await exec
    .update(organizations)
    .set({ allowedNetworks: networks, timeStamp: at, rowVersion: sql`${organizations.rowVersion} + 1` })
    .where(eq(organizations.id, organizationId));
}

/** Whether the user works in this organization (a live branch mapping). */
export async function isMappedTo(exec: Executor, userId: string, organizationId: string): Promise<boolean> {
  const [row] = await exec
    .select({ n: count() })
    .from(userBranches)
    .where(
      and(
        eq(userBranches.userId, userId),
        eq(userBranches.organizationId, organizationId),
        not(userBranches.isDeleted),
      ),
    );
  return (row?.n ?? 0) > 0;
}

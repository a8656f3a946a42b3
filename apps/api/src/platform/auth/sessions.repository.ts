import { randomUUID } from 'node:crypto';
import { aliasedTable, and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  branches,
  organizations,
  roles,
  sessions,
  userBranches,
  userRoles,
  users,
} from '../../db/schema/index.ts';
import { StatementCache } from '../statement-cache.ts';

/** A session ends after 10 hours in all (DESIGN §5). */
export const SESSION_ABSOLUTE_MS = 10 * 60 * 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(
  exec: Executor,
  input: {
    userId: string;
    actorUserId?: string | null;
    address?: string | null;
    userAgent?: string | null;
    now: Date;
    /** The session length in force (the security policies); 10 hours when not given. */
    absoluteMs?: number;
    /** The directory sign-in that opened the session, if the directory signed the user in. */
    directorySignInId?: string | null;
  },
): Promise<SessionRow> {
  const [row] = await exec
    .insert(sessions)
    .values({
      userId: input.userId,
      actorUserId: input.actorUserId ?? null,
      tokenId: randomUUID(),
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt: new Date(input.now.getTime() + (input.absoluteMs ?? SESSION_ABSOLUTE_MS)),
      address: input.address ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      directorySignInId: input.directorySignInId ?? null,
    })
    .returning();
  if (!row) throw new Error('Session not created');
  return row;
}

/** A role the session's user holds now, with its permissions. */
export interface HeldRole {
  id: string;
  name: string;
  permissions: string[];
}

/** A live branch mapping of the session's user, first-mapped first. */
interface Mapping {
  organizationId: string;
  branchCode: string;
}

export interface LookupRow {
  session: SessionRow;
  active: boolean;
  actorName: string | null;
  /**
   * The session user as stored now: name, isSUDO, whether the password must change, and the live
   * roles with their permissions. Note: what a request may do comes from here, read with the
   * session, never from the token's claims: a change of roles reaches a live token at once, and a
   * token signed with the key alone grants no more than its session's user holds.
   */
  userName: string;
  isSudo: boolean;
  resetPassword: boolean;
  roles: HeldRole[];
  /**
   * The allowed-network lists of the organizations of the person at the keyboard (the
   * administrator behind a view-as), the non-empty ones only: read with the session so the
   * network check costs no query of its own and follows a change at once.
   */
  networks: string[][];
  /**
   * The organizations of the session user's live branch mappings (the user viewed, in a view-as):
   * the scope of a user without `organization.all`, read with the session so that it costs no
   * statement of its own and follows a change of the mappings at the next request.
   */
  organizationIds: string[];
  /** The code of the first-mapped branch (the one the token names), or null. */
  branchCode: string | null;
}

type StoredRow = Omit<LookupRow, 'organizationIds' | 'branchCode'> & { mappings: Mapping[] };

const lookups = new StatementCache<StoredRow[]>('live_session');
const actors = aliasedTable(users, 'actors');

/**
 * The session as stored, if it has not ended and its user is active; not yet checked for time.
 * Every authenticated request may run this: prepared once per database, never rebuilt.
 */
export async function readSession(exec: Executor, id: string): Promise<LookupRow | null> {
  const [row] = await lookups.execute(exec, 'by id', { id }, (bind) =>
    exec
      .select({
        session: sessions,
        active: users.isActive,
        actorName: actors.userName,
        networks: sql<string[][]>`(select coalesce(json_agg(o.allowed_networks), '[]'::json)
          from ${userBranches} ub join ${organizations} o on o.id = ub.organization_id
          where ub.user_id = coalesce(${sessions.actorUserId}, ${sessions.userId})
            and not ub.is_deleted and not o.is_deleted and cardinality(o.allowed_networks) > 0)`,
        userName: users.userName,
        isSudo: users.isSudo,
        resetPassword: users.resetPassword,
        roles: sql<HeldRole[]>`(select coalesce(json_agg(json_build_object(
            'id', r.id, 'name', r.name, 'permissions', r.permissions) order by r.name), '[]'::json)
          from ${userRoles} ur join ${roles} r on r.id = ur.role_id and not r.is_deleted
          where ur.user_id = ${sessions.userId})`,
        mappings: sql<Mapping[]>`(select coalesce(json_agg(json_build_object(
            'organizationId', ub.organization_id, 'branchCode', b.code) order by ub.created_at), '[]'::json)
          from ${userBranches} ub join ${branches} b on b.id = ub.branch_id
          where ub.user_id = ${sessions.userId} and not ub.is_deleted)`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(actors, eq(actors.id, sessions.actorUserId))
      .where(and(eq(sessions.id, bind('id', id)), isNull(sessions.endedAt))),
  );
  if (!row?.active) return null;
  const { mappings, ...rest } = row;
  return {
    ...rest,
    organizationIds: mappings.map((m) => m.organizationId),
    branchCode: mappings[0]?.branchCode ?? null,
  };
}

/**
 * Makes `next` the session's one good token id, if `current` still is: of two refreshes racing with
 * the same token, only the first wins. False when the session ended or its token was replaced.
 */
export async function replaceTokenId(
  exec: Executor,
  id: string,
  current: string,
  next: string,
): Promise<boolean> {
  const replaced = await exec
    .update(sessions)
    .set({ tokenId: next })
    .where(and(eq(sessions.id, id), eq(sessions.tokenId, current), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return replaced.length === 1;
}

/** Sets last_seen_at to `now` unless it was set after `due` meanwhile; whether it wrote. */
export async function markSeen(exec: Executor, id: string, now: Date, due: Date): Promise<boolean> {
  const seen = await exec
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, due)))
    .returning({ id: sessions.id });
  return seen.length === 1;
}

/** Ends one session; answers the directory sign-in that opened it, if one did, once ended. */
export async function endOne(
  exec: Executor,
  id: string,
  reason: string,
  now: Date,
): Promise<{ directorySignInId: string | null } | null> {
  const [row] = await exec
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
    .returning({ directorySignInId: sessions.directorySignInId });
  return row ?? null;
}

export async function endOfUsers(
  exec: Executor,
  userIds: string[],
  reason: string,
  now: Date,
): Promise<void> {
  await exec
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(isNull(sessions.endedAt), inArray(sessions.userId, userIds)));
}

export async function endOfRole(exec: Executor, roleId: string, reason: string, now: Date): Promise<void> {
  await exec
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(
      and(
        isNull(sessions.endedAt),
        inArray(
          sessions.userId,
          sql`(select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${roleId})`,
        ),
      ),
    );
}

/** Removes the sessions that ended or expired before `before`. */
export async function purgeEnded(exec: Executor, before: Date): Promise<number> {
  const gone = await exec
    .delete(sessions)
    .where(or(lt(sessions.endedAt, before), lt(sessions.expiresAt, before)))
    .returning({ id: sessions.id });
  return gone.length;
}
